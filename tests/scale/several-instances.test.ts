import type { IncomingMessage } from "node:http";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { type Client, createClient } from "graphql-ws";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { sampleAnswers } from "~/domain/sample-answers.fixture";
import { parseStorageUrl } from "~/server/storage/s3-storage.server";
import { selfiePrefix } from "~/server/storage/selfie-images.server";
import { waitForSinkMail } from "../support/mail-sink-files";
import { accessToken, apiUserPassword, authRequest, signIn } from "../integration/support/api-users";
import { codeIn, cookieFrom, uniqueEmail } from "../integration/support/test-accounts";
import { firstInstance, nextGoesTo, secondInstance, site, through, upstreamOf } from "./support";

/**
 * Two instances of the site from the production build behind nginx, on one PostgreSQL, one S3
 * store and one mail server (scripts/run-scale.ts), seen only as a client sees them: through
 * nginx, telling the instances apart by the `X-Upstream` header nginx adds. What one instance
 * does, the other knows: accounts and sessions, every rate limit, live updates and selfies
 * (docs/deploy.md).
 */
const clients: Client[] = [];

afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
});

interface NewAccount {
  email: string;
  userId: string;
  /** The session cookie the confirmation set. */
  cookie: string;
}

/** Signs up through one instance and confirms the mailed code through the other. */
async function signUpAcrossInstances(label: string): Promise<NewAccount> {
  const email = uniqueEmail(`scale-${label}`);
  const signUp = await through(firstInstance, () =>
    authRequest(site, "/sign-up/email", { body: { email, password: apiUserPassword, name: "" } }),
  );
  expect(signUp.status).toBe(200);
  const { user } = (await signUp.json()) as { user: { id: string } };
  const mail = await waitForSinkMail(site.mailDir, email);
  const confirmed = await through(secondInstance, () =>
    authRequest(site, "/email-otp/verify-email", { body: { email, otp: codeIn(mail.text) } }),
  );
  expect(confirmed.status).toBe(200);
  return { email, userId: user.id, cookie: cookieFrom(confirmed.headers) };
}

function graphql(body: unknown, headers: Record<string, string>): Promise<Response> {
  return fetch(`${site.baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

describe("accounts", () => {
  it("confirms on one instance the code of a sign-up another answered, and the session holds on both", async () => {
    const account = await signUpAcrossInstances("session");
    for (const instance of [firstInstance, secondInstance]) {
      const session = await through(instance, () =>
        fetch(`${site.baseUrl}/api/auth/get-session`, { headers: { cookie: account.cookie } }),
      );
      expect(session.status).toBe(200);
      expect(((await session.json()) as { user: { email: string } }).user.email).toBe(account.email);
    }
  });
});

describe("live updates", () => {
  it("delivers over a WebSocket held by one instance an analysis saved through the other", async () => {
    const account = await signUpAcrossInstances("live");
    const token = await accessToken(site, await signIn(site, account.email));
    const upgrades: string[] = [];
    class WatchedWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols);
        this.once("upgrade", (response: IncomingMessage) =>
          upgrades.push(upstreamOf({ headers: { get: (name) => String(response.headers[name] ?? "") || null } })),
        );
      }
    }
    const client = createClient({
      url: `${site.baseUrl.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: WatchedWebSocket,
      connectionParams: { Authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    clients.push(client);
    const received: { location: string }[] = [];
    const errors: unknown[] = [];
    // The socket opens with the subscription: the upgrade is the next request nginx passes on.
    await nextGoesTo(firstInstance);
    const connected = new Promise<void>((resolve) => client.on("connected", () => resolve()));
    client.subscribe<{ onUpdateUsers: { location: string } }>(
      { query: "subscription { onUpdateUsers { location } }" },
      {
        next: (result) => {
          if (result.data) received.push(result.data.onUpdateUsers);
        },
        error: (error) => errors.push(error),
        complete: () => undefined,
      },
    );

    await connected;
    // graphql-ws does not acknowledge a subscription, so saves go on until one arrives.
    const saved: string[] = [];
    const deadline = Date.now() + 15_000;
    while (received.length === 0 && errors.length === 0 && Date.now() < deadline) {
      const location = `saved-through-the-second-${saved.length}`;
      const answer = await through(secondInstance, () =>
        graphql(
          {
            query: "mutation ($input: UpdateUsersInput!) { updateUsers(input: $input) { location } }",
            variables: { input: { id: account.userId, ...sampleAnswers, location } },
          },
          { authorization: `Bearer ${token}` },
        ),
      );
      expect(answer.status).toBe(200);
      saved.push(location);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(errors).toEqual([]);
    expect(upgrades).toEqual([firstInstance]);
    expect(received.length).toBeGreaterThan(0);
    expect(saved).toContain(received[0]?.location);
  });
});

describe("selfies", () => {
  it("stores a selfie saved through one instance once, and the other serves it", async () => {
    const account = await signUpAcrossInstances("selfie");
    const selfie = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#d9a38f" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set("answers", JSON.stringify(sampleAnswers));
    form.set("selfie", new Blob([new Uint8Array(selfie)], { type: "image/jpeg" }), "selfie.jpg");
    const saved = await through(firstInstance, () =>
      fetch(`${site.baseUrl}/en/analysis.data`, {
        method: "POST",
        headers: { cookie: account.cookie, origin: site.baseUrl },
        body: form,
        redirect: "manual",
      }),
    );
    expect(saved.status).toBeLessThan(400);

    const settings = parseStorageUrl(site.storageUrl);
    const s3 = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      credentials: { accessKeyId: settings.accessKeyId ?? "", secretAccessKey: settings.secretAccessKey ?? "" },
    });
    try {
      const listed = await s3.send(
        new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: selfiePrefix(account.userId) }),
      );
      expect(listed.Contents?.map((object) => object.Size)).toHaveLength(1);

      const served = await through(secondInstance, () =>
        fetch(`${site.baseUrl}/account/selfie`, { headers: { cookie: account.cookie } }),
      );
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/jpeg");
      expect((await served.arrayBuffer()).byteLength).toBe(listed.Contents?.[0]?.Size);
    } finally {
      s3.destroy();
    }
  });
});

describe("rate limits", () => {
  it("allow an API key its requests per minute once across both instances", async () => {
    const answers: Response[] = [];
    for (let index = 0; index <= site.apiRateLimitPerMinute; index += 1) {
      answers.push(await graphql({ query: "{ __typename }" }, { "x-api-key": site.apiKey }));
    }
    const allowed = answers.slice(0, site.apiRateLimitPerMinute);
    expect(allowed.map((answer) => answer.status)).toEqual(Array<number>(site.apiRateLimitPerMinute).fill(200));
    expect(new Set(allowed.map(upstreamOf))).toEqual(new Set(site.instances));
    expect(answers.at(-1)?.status).toBe(429);
    for (const instance of site.instances) {
      const refused = await through(instance, () => graphql({ query: "{ __typename }" }, { "x-api-key": site.apiKey }));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("allow one client address its sign-ins per minute once across both instances", async () => {
    // nginx appends the address it sees (127.0.0.1, trusted like nginx itself: TRUST_PROXY=loopback),
    // so the instances count this client under the address a proxy in front of nginx gave it.
    const client = { "x-forwarded-for": "198.51.100.23" };
    const attempts: Response[] = [];
    for (let index = 0; index < 11; index += 1) {
      const body = { email: uniqueEmail("scale-sign-in"), password: "not-the-password-1" };
      attempts.push(await authRequest(site, "/sign-in/email", { body, headers: client }));
    }
    const refused = attempts.at(-1) as Response;
    expect(attempts.slice(0, 10).map((attempt) => attempt.status)).toEqual(Array<number>(10).fill(401));
    expect(new Set(attempts.slice(0, 10).map(upstreamOf))).toEqual(new Set(site.instances));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    const elsewhere = await authRequest(site, "/sign-in/email", {
      body: { email: uniqueEmail("scale-sign-in"), password: "not-the-password-1" },
      headers: { "x-forwarded-for": "198.51.100.24" },
    });
    expect(elsewhere.status).toBe(401);
  });
});
