import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "./support/api-server";

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});

afterAll(async () => {
  await api.close();
});

function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(api.graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

const listProducts = { query: "{ listProducts(limit: 3) { items { id productType } nextToken } }" };

describe("GraphQL smoke test", () => {
  it("answers listProducts to a client with the API key", async () => {
    const response = await post(listProducts, { "x-api-key": api.apiKey });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { listProducts: { items: { id: string; productType: string }[]; nextToken: string | null } };
    };
    expect(data.listProducts.items).toHaveLength(3);
    expect(typeof data.listProducts.nextToken).toBe("string");
  });

  it("refuses a request without a key with 401 'Unauthorized'", async () => {
    const response = await post(listProducts);
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      errors: [{ message: "Unauthorized", extensions: { code: "UNAUTHORIZED" } }],
    });
  });

  it("refuses a WebSocket connection without credentials (4403)", async () => {
    const closeCode = await new Promise<number>((resolve) => {
      const client = createClient({
        url: api.wsUrl,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        on: { closed: (event) => resolve((event as { code: number }).code) },
      });
      client.subscribe({ query: "subscription { onUpdateUsers { id } }" }, { next() {}, error() {}, complete() {} });
    });
    expect(closeCode).toBe(4403);
  });
});
