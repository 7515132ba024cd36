/**
 * An access token that expires while its WebSocket is open ends the subscription
 * (docs/resilience.md, docs/api.md "Live updates"): against the production server process, with
 * access tokens shortened to 5 s (ACCESS_TOKEN_LIFETIME_SECONDS) and a keep-alive of 1 s, a
 * client subscribed to `onUpdateUsers` is closed with 4401 once its token expires, receives
 * nothing after, and a fresh token subscribes again.
 */
import { type Client, createClient } from "graphql-ws";
import { afterEach, beforeAll, expect, it } from "vitest";
import WebSocket from "ws";
import { z } from "zod";
import { figure, seconds } from "./support/figures";
import { scenarioSite } from "./support/scenario-site";
import { saveAnalysis, signUpVisitor, type Visitor, visitorPassword } from "./support/visitor";
import { until } from "../support/until";

const scenario = "token expiry";
const tokenLifetimeSeconds = 5;
const keepAliveSeconds = 1;
const running = scenarioSite("sqlite", {
  env: () => ({
    ACCESS_TOKEN_LIFETIME_SECONDS: String(tokenLifetimeSeconds),
    GRAPHQL_KEEP_ALIVE_SECONDS: String(keepAliveSeconds),
  }),
});
let visitor: Visitor;
let sessionToken: string;
const clients: Client[] = [];

const tokenAnswer = z.object({ token: z.string().min(1) });

/** The session token an API client keeps (docs/api.md, step 4). */
async function signIn(): Promise<string> {
  const answer = await fetch(`${running.site.baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: running.site.baseUrl },
    body: JSON.stringify({ email: visitor.email, password: visitorPassword }),
  });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
  return tokenAnswer.parse(await answer.json()).token;
}

/** A fresh access token for the session (docs/api.md, step 5). */
async function accessToken(): Promise<string> {
  const answer = await fetch(`${running.site.baseUrl}/api/auth/token`, {
    headers: { authorization: `Bearer ${sessionToken}` },
  });
  if (answer.status !== 200) throw new Error(`/api/auth/token answered ${answer.status}`);
  return tokenAnswer.parse(await answer.json()).token;
}

interface Watch {
  locations: string[];
  closes: { code: number; reason: string }[];
}

function subscribe(token: string): Watch {
  const client = createClient({
    url: `${running.site.baseUrl.replace("http", "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  clients.push(client);
  const watch: Watch = { locations: [], closes: [] };
  client.subscribe<{ onUpdateUsers: { location: string } }>(
    { query: "subscription { onUpdateUsers { location } }" },
    {
      next: (result) => {
        if (result.data) watch.locations.push(result.data.onUpdateUsers.location);
      },
      error: (error) => {
        const close = z.object({ code: z.number(), reason: z.string() }).safeParse(error);
        watch.closes.push(close.success ? close.data : { code: -1, reason: String(error) });
      },
      complete: () => undefined,
    },
  );
  return watch;
}

/** Saves from the website until one save arrives on the subscription (graphql-ws does not acknowledge a subscribe). */
async function live(watch: Watch, label: string): Promise<void> {
  const deadline = Date.now() + 3_000;
  for (let attempt = 0; !watch.locations.some((location) => location.startsWith(label)); attempt += 1) {
    if (Date.now() > deadline) throw new Error(`the subscription never received ${label}`);
    await saveAnalysis(running.site.baseUrl, visitor, `${label}-${attempt}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  visitor = await signUpVisitor(running.site.baseUrl, running.sink.dir, "en", "token-expiry");
  sessionToken = await signIn();
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
});

it("closes the WebSocket (4401 token-expired) once its access token expires, and a fresh token subscribes again", async () => {
  const minted = performance.now();
  const watch = subscribe(await accessToken());
  await live(watch, "warm-up");

  const closed = await until(
    "the close",
    () => watch.closes[0],
    (tokenLifetimeSeconds + 2 * keepAliveSeconds + 10) * 1000,
  );
  const closedAfterMs = performance.now() - minted;
  expect(closed).toEqual({ code: 4401, reason: "token-expired" });
  figure(
    scenario,
    `token of ${tokenLifetimeSeconds} s: subscription closed with 4401 ${seconds(closedAfterMs)} after the token was minted`,
  );

  const fresh = subscribe(await accessToken());
  await live(fresh, "with-a-fresh-token");
  expect(watch.locations.filter((location) => location.startsWith("with-a-fresh-token"))).toEqual([]);
  figure(
    scenario,
    "a fresh token subscribed again and received the next save; the closed subscription received nothing",
  );
});
