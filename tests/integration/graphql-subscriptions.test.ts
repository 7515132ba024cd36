import { GraphQLClient } from "graphql-request";
import { type Client, createClient } from "graphql-ws";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { maxConnectionsPerAddress } from "~/adapters/graphql/websocket.server";
import { accessTokenLifetimeSeconds } from "~/server/accounts/better-auth.server";
import { type ApiServer, startApiServer } from "./support/api-server";
import { type SignedInApiUser, signedInUser, signOut } from "./support/api-users";
import { until } from "../support/until";

/**
 * Live updates (issue 4): the `onUpdateUsers` subscription over WebSocket with the
 * graphql-ws protocol, through the graphql-ws client library against the running server.
 * The owner receives every analysis saved from any client (API mutation or the web's
 * service); nobody else does; the connection needs credentials; the server pings.
 */
let server: ApiServer;
let alice: SignedInApiUser;
let bob: SignedInApiUser;
const clients: Client[] = [];

/** The server's keep-alive ping interval, shortened from the real 12 s so the test need not wait. */
const keepAliveSeconds = 2;
const keepAliveMs = keepAliveSeconds * 1000;

beforeAll(async () => {
  server = await startApiServer({ catalogue: false, keepAliveSeconds });
  alice = await signedInUser(server, "live-alice");
  bob = await signedInUser(server, "live-bob");
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
});

afterAll(async () => {
  await server?.close();
});

const usersFields = `id email age gender budget skinType location image
  eyebags dryness redness wrinkles acne pores owner createdAt updatedAt`;
const onUpdateUsers = `subscription OnUpdateUsers($owner: String) { onUpdateUsers(owner: $owner) { ${usersFields} } }`;

interface UsersRecord {
  id: string;
  email: string;
  owner: string;
  location: string;
  skinType: string;
  createdAt: string;
  [field: string]: unknown;
}

const answers = {
  gender: 1,
  age: 2,
  budget: 3,
  location: "Indonesia",
  skinType: 2,
  eyebags: 3,
  dryness: 3,
  redness: 2,
  wrinkles: 1,
  acne: 4,
  pores: 2,
};

function wsClient(connectionParams?: Record<string, string>, on: ApiServer = server): Client {
  const client = createClient({ url: on.wsUrl, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0 });
  clients.push(client);
  return client;
}

const bearer = (user: SignedInApiUser) => ({ Authorization: `Bearer ${user.accessToken}` });

/** One subscription: what it delivered and what went wrong, as it happens. */
interface Watch {
  items: UsersRecord[];
  /** GraphQL errors of results, errors the server sent, or the close event that ended the connection. */
  errors: unknown[];
  completed: boolean;
  stop(): void;
}

function watch(client: Client, owner?: string): Watch {
  const state: Watch = { items: [], errors: [], completed: false, stop: () => undefined };
  state.stop = client.subscribe<{ onUpdateUsers: UsersRecord }>(
    { query: onUpdateUsers, variables: owner === undefined ? {} : { owner } },
    {
      next(result) {
        if (result.errors) state.errors.push(...result.errors);
        if (result.data?.onUpdateUsers) state.items.push(result.data.onUpdateUsers);
      },
      error(error) {
        state.errors.push(...(Array.isArray(error) ? error : [error]));
      },
      complete() {
        state.completed = true;
      },
    },
  );
  return state;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function saveFromWeb(userId: string, location = answers.location, on: ApiServer = server) {
  return on.services.analyses.save(userId, { ...answers, location }, null);
}

/**
 * Waits until the subscription is registered on the server: graphql-ws does not acknowledge
 * a subscribe message, so the owner saves (web path) until one of those saves arrives.
 */
async function live(subscription: Watch, userId: string, on: ApiServer = server): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (subscription.items.length === 0) {
    if (subscription.errors.length > 0) throw new Error(`subscription failed: ${JSON.stringify(subscription.errors)}`);
    if (Date.now() > deadline) throw new Error("the subscription never received a warm-up analysis");
    await saveFromWeb(userId, "warm-up", on);
    await pause(100);
  }
}

function delivered(subscription: Watch, createdAt: string): UsersRecord | undefined {
  return subscription.items.find((item) => item.createdAt === createdAt);
}

function codesOf(errors: unknown[]): unknown[] {
  return errors.map((error) =>
    typeof error === "object" && error !== null && "extensions" in error
      ? (error as { extensions?: { code?: unknown } }).extensions?.code
      : error,
  );
}

describe("delivery to the owner", () => {
  it("delivers the owner's analysis saved through the API mutation", async () => {
    const subscription = watch(wsClient(bearer(alice)));
    await live(subscription, alice.id);

    const api = new GraphQLClient(server.graphqlUrl, { headers: { authorization: `Bearer ${alice.accessToken}` } });
    const { updateUsers: saved } = await api.request<{ updateUsers: UsersRecord }>(
      `mutation ($input: UpdateUsersInput!) { updateUsers(input: $input) { ${usersFields} } }`,
      { input: { id: alice.id, ...answers, location: "from-the-api" } },
    );
    const received = await until("the API-saved analysis", () => delivered(subscription, saved.createdAt));
    expect(received).toEqual(saved);
    expect(received).toMatchObject({ id: alice.id, owner: alice.id, email: alice.email, location: "from-the-api" });
  });

  it("delivers the owner's analysis saved through the web's service, to each of the owner's subscriptions", async () => {
    const phone = watch(wsClient(bearer(alice)), alice.id);
    const tablet = watch(wsClient(bearer(alice)));
    await live(phone, alice.id);
    await live(tablet, alice.id);

    const saved = await saveFromWeb(alice.id, "from-the-web");
    for (const subscription of [phone, tablet]) {
      const received = await until("the web-saved analysis", () => delivered(subscription, saved.createdAt));
      expect(received).toMatchObject({
        id: alice.id,
        owner: alice.id,
        location: "from-the-web",
        skinType: saved.skinType,
        image: "n/a",
        ...saved.scores,
      });
    }
  });

  it("never delivers one owner's analysis to another subscriber", async () => {
    const ofAlice = watch(wsClient(bearer(alice)));
    const ofBob = watch(wsClient(bearer(bob)));
    await live(ofAlice, alice.id);
    await live(ofBob, bob.id);

    const saved = await saveFromWeb(alice.id, "alice-only");
    await until("Alice's delivery", () => delivered(ofAlice, saved.createdAt));
    // A save of Bob's after Alice's: once it reaches Bob, anything sent to him before it has too.
    const marker = await saveFromWeb(bob.id, "bob-marker");
    await until("Bob's marker", () => delivered(ofBob, marker.createdAt));
    expect(ofBob.items.filter((item) => item.owner !== bob.id)).toEqual([]);
    expect(ofBob.items.some((item) => item.location === "alice-only")).toBe(false);
  });

  it("stops delivering after the client unsubscribes", async () => {
    const client = wsClient(bearer(alice));
    const subscription = watch(client);
    await live(subscription, alice.id);
    // A second subscription keeps the lazy client's socket open, so only the first one ends.
    const other = watch(client);
    await live(other, alice.id);

    subscription.stop();
    const saved = await saveFromWeb(alice.id, "after-unsubscribe");
    await until("the other subscription's delivery", () => delivered(other, saved.createdAt));
    // One socket delivers in order: once a later save reaches the other subscription, anything
    // for the stopped one from the first save would have arrived before it.
    const marker = await saveFromWeb(alice.id, "marker");
    await until("the marker", () => delivered(other, marker.createdAt));
    expect(delivered(subscription, saved.createdAt)).toBeUndefined();
  });
});

describe("who may subscribe", () => {
  it("refuses to subscribe to another owner's analyses with FORBIDDEN and delivers nothing", async () => {
    const client = wsClient(bearer(bob));
    const subscription = watch(client, alice.id);
    await until("an error", () => (subscription.errors.length > 0 ? true : undefined));
    expect(codesOf(subscription.errors)).toEqual(["FORBIDDEN"]);
    // Bob's own subscription on the same socket shows when Alice's save would have arrived.
    const own = watch(client);
    await live(own, bob.id);

    const saved = await saveFromWeb(alice.id, "not-for-bob");
    const marker = await saveFromWeb(bob.id, "bob-marker");
    await until("Bob's marker", () => delivered(own, marker.createdAt));
    expect(delivered(subscription, saved.createdAt)).toBeUndefined();
    expect(own.items.some((item) => item.location === "not-for-bob")).toBe(false);
    expect(subscription.items).toEqual([]);
  });

  it("refuses a connection without credentials or with a garbage token (close 4403)", async () => {
    for (const connectionParams of [undefined, { Authorization: "Bearer garbage" }, { Authorization: "garbage" }]) {
      const subscription = watch(wsClient(connectionParams));
      const closed = await until("the refusal", () => subscription.errors[0] as { code?: unknown } | undefined);
      expect(closed.code, JSON.stringify(connectionParams)).toBe(4403);
      expect(subscription.items).toEqual([]);
    }
  });

  it("refuses the access token of a signed-out session", async () => {
    const leaving = await signedInUser(server, "live-leaving");
    await signOut(server, leaving.sessionToken);
    const subscription = watch(wsClient(bearer(leaving)));
    const closed = await until("the refusal", () => subscription.errors[0] as { code?: unknown } | undefined);
    expect(closed.code).toBe(4403);
  });

  it("stops delivering, with an error and no data, once the subscriber's session is signed out", async () => {
    const leaving = await signedInUser(server, "live-signing-out");
    const subscription = watch(wsClient(bearer(leaving)));
    await live(subscription, leaving.id);
    await signOut(server, leaving.sessionToken);

    const saved = await saveFromWeb(leaving.id, "after-sign-out");
    await until("an error", () => (subscription.errors.length > 0 ? true : undefined));
    expect(codesOf(subscription.errors)).toEqual(["UNAUTHENTICATED"]);
    expect(delivered(subscription, saved.createdAt)).toBeUndefined();
  });

  it("refuses a subscription on an API key alone (it needs an access token)", async () => {
    const subscription = watch(wsClient({ "x-api-key": server.apiKey }));
    await until("an error", () => (subscription.errors.length > 0 ? true : undefined));
    expect(codesOf(subscription.errors)).toEqual(["UNAUTHENTICATED"]);
    expect(subscription.items).toEqual([]);
  });
});

describe("an access token that expires while its connection is open", () => {
  let clockAheadMs = 0;
  let clocked: ApiServer;

  beforeAll(async () => {
    clocked = await startApiServer({ catalogue: false, keepAliveSeconds, now: () => Date.now() + clockAheadMs });
  });

  afterAll(async () => {
    await clocked?.close();
  });

  it(
    "closes the connection (4401) within a keep-alive, which ends the subscription",
    async () => {
      const user = await signedInUser(clocked, "live-expiring");
      const subscription = watch(wsClient(bearer(user), clocked));
      await live(subscription, user.id, clocked);

      clockAheadMs = (accessTokenLifetimeSeconds + 1) * 1000;
      const closed = await until(
        "the close",
        () => subscription.errors[0] as { code?: unknown; reason?: unknown } | undefined,
        keepAliveMs + 3_000,
      );
      expect(closed).toMatchObject({ code: 4401, reason: "token-expired" });
      const after = await saveFromWeb(user.id, "after-expiry", clocked);
      await pause(200);
      expect(delivered(subscription, after.createdAt)).toBeUndefined();
    },
    keepAliveMs + 15_000,
  );
});

describe("keep-alive", () => {
  it(
    "pings an idle connection within the keep-alive interval",
    async () => {
      const socket = new WebSocket(server.wsUrl, "graphql-transport-ws");
      const messages: { type: string }[] = [];
      socket.on("message", (data) => {
        const message = JSON.parse(String(data)) as { type: string };
        messages.push(message);
        if (message.type === "ping") socket.send(JSON.stringify({ type: "pong" }));
      });
      try {
        await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
        socket.send(JSON.stringify({ type: "connection_init", payload: bearer(alice) }));
        await until("connection_ack", () => messages.find((message) => message.type === "connection_ack"));
        const acked = Date.now();
        await until("a ping", () => messages.find((message) => message.type === "ping"), keepAliveMs + 3_000);
        expect(Date.now() - acked).toBeLessThanOrEqual(keepAliveMs + 3_000);
        expect(socket.readyState).toBe(WebSocket.OPEN);
      } finally {
        socket.close();
      }
    },
    keepAliveMs + 10_000,
  );
});

describe("connection limits", () => {
  /** Opens a raw socket; resolves with it once open, or with the HTTP status that refused it. */
  function connect(): Promise<WebSocket | number> {
    const socket = new WebSocket(server.wsUrl, "graphql-transport-ws");
    return new Promise((resolve, reject) => {
      socket.once("open", () => resolve(socket));
      socket.once("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
      socket.once("error", reject);
    });
  }

  it("refuses an address more open connections than its share (HTTP 429), and admits it again once one closes", async () => {
    const open: WebSocket[] = [];
    try {
      for (let index = 0; index < maxConnectionsPerAddress; index += 1) {
        const socket = await connect();
        if (typeof socket === "number") throw new Error(`connection ${index + 1} was refused with ${socket}`);
        open.push(socket);
      }
      expect(await connect()).toBe(429);

      const closing = open.pop();
      await new Promise((resolve) => {
        closing?.once("close", resolve);
        closing?.close();
      });
      await pause(100);
      const again = await connect();
      expect(again).toBeInstanceOf(WebSocket);
      if (again instanceof WebSocket) open.push(again);
    } finally {
      for (const socket of open) socket.close();
    }
  });
});
