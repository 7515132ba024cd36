import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { decodeSharedList, encodeSharedList } from "./check-share.server";

const list = { entries: ["Water", "Niacinamide 5%", "Glycerin"], activeCount: 0, notNames: ["How to use"] };
const packed = (json: string) => `1.${deflateRawSync(Buffer.from(json)).toString("base64url")}`;

describe("a checked list in its share link", () => {
  it("comes back as it went", () => {
    const value = encodeSharedList(list);
    expect(value).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(decodeSharedList(value)).toEqual(list);
  });

  it("keeps a 60-ingredient list well within 2 KB", () => {
    const long = Array.from({ length: 60 }, (_, index) => `Ingredient Name Number ${index} Extract`);
    expect(encodeSharedList({ entries: long, activeCount: 0, notNames: [] }).length).toBeLessThan(2048);
  });

  it.each([
    ["no version", "eJwLzw"],
    ["another version", "2.abc"],
    ["not base64url", "1.ab+c/"],
    ["not deflated", "1.aGVsbG8"],
    ["cut short", encodeSharedList(list).slice(0, 12)],
    ["not JSON", packed("Water, Glycerin")],
    ["another shape", packed(JSON.stringify({ e: ["Water"] }))],
    ["a control character", packed(JSON.stringify({ a: 0, e: ["Wa\u0000ter"], x: [] }))],
    ["more actives than entries", packed(JSON.stringify({ a: 3, e: ["Water"], x: [] }))],
    ["over 200 entries", packed(JSON.stringify({ a: 0, e: Array.from({ length: 201 }, () => "Water"), x: [] }))],
    ["a bomb", packed(JSON.stringify({ a: 0, e: ["A".repeat(200_000)], x: [] }))],
  ])("is refused when it has %s", (_reason, value) => {
    expect(decodeSharedList(value)).toBeNull();
  });
});
