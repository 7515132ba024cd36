import { type Client, createClient, type FormattedExecutionResult } from "graphql-ws";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type ApiServer, startApiServer } from "./support/api-server";

/**
 * What one client can make the API do: the cost of one operation is bounded (limit × fields ×
 * aliases), a WebSocket operation counts against the same rate limits as an HTTP request, and
 * subscriptions exist only over the WebSocket, never as server-sent events over HTTP.
 */
let catalogue: ApiServer;
let limited: ApiServer;
const clients: Client[] = [];
/** The per-key limit of the `limited` server: small, so a test can spend it. */
const perKeyPerMinute = 8;

beforeAll(async () => {
  [catalogue, limited] = await Promise.all([
    startApiServer(),
    startApiServer({ catalogue: false, apiRateLimitPerMinute: perKeyPerMinute }),
  ]);
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
});

afterAll(async () => {
  await Promise.all([catalogue?.close(), limited?.close()]);
});

const everyProductField = `id product productType brand size description description_id usage usage_id price price_id
  price_lazada price_tokopedia price_yesstyle price_stylevana skinType aspect ingredients ingredient_clean images
  amazon shoppee lazada tokopedia yesstyle stylevana createdAt updatedAt`;

function post(server: ApiServer, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(server.graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": server.apiKey, ...headers },
    body: JSON.stringify(body),
  });
}

function codesOf(body: unknown): unknown[] {
  const errors = (body as { errors?: { extensions?: { code?: unknown } }[] }).errors ?? [];
  return errors.map((error) => error.extensions?.code);
}

function wsClient(server: ApiServer): Client {
  const client = createClient({
    url: server.wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { "x-api-key": server.apiKey },
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

/**
 * Runs one query over the socket and returns its single result; a refusal before execution
 * (graphql-ws's `error` message, which the client throws as the list of errors) as a result too.
 */
async function overSocket(
  client: Client,
  query: string,
): Promise<FormattedExecutionResult<Record<string, unknown>, unknown>> {
  try {
    for await (const result of client.iterate({ query })) return result;
  } catch (error) {
    if (Array.isArray(error)) return { errors: error as FormattedExecutionResult["errors"] };
    throw error;
  }
  throw new Error("the operation completed without a result");
}

describe("the cost of one operation", () => {
  it("refuses fifteen aliases of a full page before reading anything, with a short COST_LIMIT answer", async () => {
    const aliases = Array.from(
      { length: 15 },
      (_, index) => `p${index}: listProducts(limit: 1000) { items { ${everyProductField} } nextToken }`,
    );
    const response = await post(catalogue, { query: `{ ${aliases.join(" ")} }` });
    const text = await response.text();
    expect(text.length).toBeLessThan(1_000);
    const body = JSON.parse(text) as { data?: unknown; errors?: { message: string }[] };
    expect(codesOf(body)).toEqual(["COST_LIMIT"]);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/over the limit of 100000/);
  });

  it("still answers one full page of every field", async () => {
    const response = await post(catalogue, {
      query: `{ listProducts(limit: 1000) { items { ${everyProductField} } nextToken } }`,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { listProducts: { items: unknown[] } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data.listProducts.items.length).toBeGreaterThan(300);
  });

  it("applies the same budget to an operation over the WebSocket", async () => {
    const aliases = Array.from({ length: 3 }, (_, index) => `p${index}: listProducts(limit: 1000) { items { id } }`);
    const affordable = await overSocket(wsClient(catalogue), `{ ${aliases.join(" ")} }`);
    expect(affordable.errors).toBeUndefined();
    const expensive = Array.from(
      { length: 2 },
      (_, index) => `p${index}: listProducts(limit: 1000) { items { ${everyProductField} } }`,
    );
    const refused = await overSocket(wsClient(catalogue), `{ ${expensive.join(" ")} }`);
    expect(codesOf(refused)).toEqual(["COST_LIMIT"]);
    expect(refused.data ?? null).toBeNull();
  });
});

describe("subscriptions only over the WebSocket", () => {
  const subscription = { query: "subscription { onUpdateUsers { id } }" };

  it.each([
    ["Accept: */*", "*/*"],
    ["Accept: text/event-stream, application/json", "text/event-stream, application/json"],
  ])("refuses a subscription POSTed with %s as JSON, never as an event stream", async (_name, accept) => {
    const response = await post(catalogue, subscription, { accept });
    expect(response.headers.get("content-type")).toMatch(/^application\/(graphql-response\+)?json/);
    const body = (await response.json()) as { errors?: { message: string }[] };
    expect(codesOf(body)).toEqual(["BAD_REQUEST"]);
    expect(body.errors?.[0]?.message).toMatch(/WebSocket/);
  });

  it("refuses one asked for with GET", async () => {
    const url = `${catalogue.graphqlUrl}?query=${encodeURIComponent(subscription.query)}`;
    const response = await fetch(url, { headers: { accept: "*/*", "x-api-key": catalogue.apiKey } });
    expect(response.headers.get("content-type")).not.toMatch(/event-stream/);
    expect(codesOf(await response.json())).toEqual(["BAD_REQUEST"]);
  });
});

describe("rate limits on the WebSocket", () => {
  it("count each operation like a request, shared with HTTP, and refuse beyond the limit with RATE_LIMITED", async () => {
    const client = wsClient(limited);
    const half = perKeyPerMinute / 2;
    for (let index = 0; index < half; index += 1) {
      expect((await overSocket(client, "{ __typename }")).errors).toBeUndefined();
    }
    for (let index = 0; index < half; index += 1) {
      expect((await post(limited, { query: "{ __typename }" })).status).toBe(200);
    }
    const refused = await overSocket(client, "{ __typename }");
    expect(codesOf(refused)).toEqual(["RATE_LIMITED"]);
    expect(refused.data ?? null).toBeNull();
    const overHttp = await post(limited, { query: "{ __typename }" });
    expect(overHttp.status).toBe(429);
    expect(Number(overHttp.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
