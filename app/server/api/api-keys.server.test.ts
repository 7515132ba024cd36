import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createApiKeyCheck, resolveApiKeys } from "./api-keys.server";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("API keys", () => {
  it("uses the configured keys", () => {
    expect(resolveApiKeys(["k".repeat(24), "m".repeat(24)], "/nonexistent")).toEqual(["k".repeat(24), "m".repeat(24)]);
  });

  it("generates one key on first start and keeps it across restarts", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "kulit-keys-"));
    folders.push(dataDir);
    const [first] = resolveApiKeys(undefined, dataDir);
    expect(first).toMatch(/^[\w-]{40,}$/);
    expect(readFileSync(path.join(dataDir, "api-key"), "utf8").trim()).toBe(first);
    expect(resolveApiKeys(undefined, dataDir)).toEqual([first]);
  });

  it("accepts exactly the keys, nothing shorter, longer or different", () => {
    const isKey = createApiKeyCheck(["first-key-0123456789abcd", "second-key-0123456789abc"]);
    expect(isKey("first-key-0123456789abcd")).toBe(true);
    expect(isKey("second-key-0123456789abc")).toBe(true);
    for (const wrong of [
      "",
      "first-key",
      "first-key-0123456789abcdX",
      "FIRST-KEY-0123456789ABCD",
      " first-key-0123456789abcd",
    ]) {
      expect(isKey(wrong)).toBe(false);
    }
  });
});
