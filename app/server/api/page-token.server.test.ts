import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createPageTokens, maxPageTokenLength } from "./page-token.server";

const secret = "a-test-secret-of-reasonable-length";
const tokens = createPageTokens(secret);
const query = '{"filter":{"productType":{"eq":"toner"}},"operation":"listProducts"}';
const position = [12, "cosrx-advanced-snail-96-mucin-power-essence"] as const;

/** A token signed with the documented key derivation, for payloads that `issue` never writes. */
function signedWithOurKey(payload: string): string {
  const key = createHmac("sha256", secret).update("kulit graphql page token v1").digest();
  const encoded = Buffer.from(payload, "utf8").toString("base64url");
  return `${encoded}.${createHmac("sha256", key).update(encoded).digest("base64url")}`;
}

/** The query digest a payload carries (SHA-256 of the query text). */
function digestOf(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}

describe("page tokens", () => {
  it("give back the position for the same query", () => {
    const token = tokens.issue(query, position);
    expect(tokens.read(query, token)).toEqual(position);
    expect(createPageTokens(secret).read(query, token)).toEqual(position);
  });

  it("are opaque, URL-safe and short", () => {
    const token = tokens.issue(query, position);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(token).not.toContain("toner");
    expect(token.length).toBeLessThan(400);
  });

  it("are refused for another query", () => {
    const token = tokens.issue(query, position);
    expect(tokens.read(query.replace("toner", "serum"), token)).toBeNull();
    expect(tokens.read("", token)).toBeNull();
  });

  it("are refused when signed with another secret", () => {
    const token = createPageTokens("another-secret").issue(query, position);
    expect(tokens.read(query, token)).toBeNull();
  });

  it("are refused after any one character changes", () => {
    const token = tokens.issue(query, position);
    for (let index = 0; index < token.length; index += 1) {
      for (const replacement of ["A", "b", "_", "."]) {
        if (token[index] === replacement) continue;
        const changed = token.slice(0, index) + replacement + token.slice(index + 1);
        expect(tokens.read(query, changed), `${index} ${replacement}`).toBeNull();
      }
    }
  });

  it("are refused truncated, extended, reversed or swapped", () => {
    const token = tokens.issue(query, position);
    const [payload = "", mac = ""] = token.split(".");
    for (const bad of [
      token.slice(0, -1),
      token.slice(1),
      `${token}A`,
      `${token}.`,
      `${payload}.${mac}.${mac}`,
      `${mac}.${payload}`,
      token.split("").reverse().join(""),
      payload,
      `${payload}.`,
      `.${mac}`,
      `${payload}=.${mac}`,
    ]) {
      expect(tokens.read(query, bad), bad).toBeNull();
    }
  });

  it("are refused as garbage of any kind", () => {
    for (const bad of ["", ".", "..", "garbage", "a.b", "null", "{}", "💥.💥", "\u0000", "A".repeat(50_000)]) {
      expect(tokens.read(query, bad), bad.slice(0, 20)).toBeNull();
    }
  });

  it("are refused over the length bound before any decoding", () => {
    const long = signedWithOurKey(JSON.stringify({ q: digestOf(query), p: ["x".repeat(maxPageTokenLength)] }));
    expect(long.length).toBeGreaterThan(maxPageTokenLength);
    expect(tokens.read(query, long)).toBeNull();
  });

  it("are refused when a correctly signed payload has the wrong shape", () => {
    const q = digestOf(query);
    for (const payload of [
      "not json",
      "null",
      "[]",
      JSON.stringify({ q }),
      JSON.stringify({ q, p: [] }),
      JSON.stringify({ q, p: {} }),
      JSON.stringify({ q, p: [null] }),
      JSON.stringify({ q, p: [{ rank: 1 }] }),
      JSON.stringify({ q, p: [1, 2, 3, 4, 5] }),
      JSON.stringify({ q: 5, p: [1] }),
    ]) {
      expect(tokens.read(query, signedWithOurKey(payload)), payload).toBeNull();
    }
    expect(tokens.read(query, signedWithOurKey(JSON.stringify({ q, p: ["id-1"] })))).toEqual(["id-1"]);
  });
});
