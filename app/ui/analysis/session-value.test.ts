import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { sessionValue } from "./session-value";

/** Session storage as a browser keeps it, refusing writes beyond `capacity` characters (its quota). */
class LimitedStorage {
  readonly items = new Map<string, string>();
  constructor(private readonly capacity: number) {}
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    const others = [...this.items].filter(([other]) => other !== key).reduce((sum, [, text]) => sum + text.length, 0);
    if (others + value.length > this.capacity) throw new DOMException("quota", "QuotaExceededError");
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const schema = z.strictObject({ answer: z.number(), photo: z.string().optional() });
const loadSchema = () => Promise.resolve(schema);

/** What a new page (a reload) reads from storage, once the schema has arrived. */
async function readAfterReload() {
  const kept = sessionValue("key", loadSchema);
  await kept.checked();
  return kept.read();
}

describe("a value kept for the tab", () => {
  let storage: LimitedStorage;

  beforeEach(() => {
    storage = new LimitedStorage(100);
    vi.stubGlobal("window", { sessionStorage: storage });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("is copied to session storage and read back, the same object until it changes", async () => {
    const kept = sessionValue("key", loadSchema);
    expect(kept.write({ answer: 2 })).toBe(true);
    expect(storage.getItem("key")).toBe('{"answer":2}');
    expect(kept.read()).toBe(kept.read());
    expect(await readAfterReload()).toEqual({ answer: 2 });
  });

  it("stays in memory when storage refuses it, and storage then holds no stale copy", async () => {
    const kept = sessionValue("key", loadSchema);
    kept.write({ answer: 1 });
    const big = { answer: 2, photo: "x".repeat(200) };
    expect(kept.write(big)).toBe(false);
    expect(kept.read()).toEqual(big);
    expect(storage.getItem("key")).toBeNull();
    // Or keeps a smaller copy in storage while the page has the whole value.
    expect(kept.write(big, { answer: 2 })).toBe(true);
    expect(kept.read()).toEqual(big);
    expect(await readAfterReload()).toEqual({ answer: 2 });
  });

  it("drops what it cannot read (another format, or not JSON) and tells listeners of changes", async () => {
    storage.items.set("key", '{"answer":"two"}');
    expect(await readAfterReload()).toBeNull();
    expect(storage.getItem("key")).toBeNull();
    storage.items.set("key", "{not json");
    expect(await readAfterReload()).toBeNull();

    const kept = sessionValue("key", loadSchema);
    const listener = vi.fn();
    const unsubscribe = kept.subscribe(listener);
    kept.write({ answer: 3 });
    kept.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(kept.read()).toBeNull();
    unsubscribe();
    kept.write({ answer: 4 });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("works from memory alone where the browser blocks storage", () => {
    vi.stubGlobal("window", {
      get sessionStorage(): Storage {
        throw new DOMException("blocked", "SecurityError");
      },
    });
    const kept = sessionValue("key", loadSchema);
    expect(kept.read()).toBeNull();
    expect(kept.write({ answer: 5 })).toBe(false);
    expect(kept.read()).toEqual({ answer: 5 });
  });

  it("fetches the schema only when storage holds something, and reads undefined until it is there", async () => {
    const load = vi.fn(loadSchema);
    expect(sessionValue("key", load).read()).toBeNull();
    expect(load).not.toHaveBeenCalled();

    storage.items.set("key", '{"answer":6}');
    const kept = sessionValue("key", load);
    const listener = vi.fn();
    kept.subscribe(listener);
    expect(kept.read()).toBeUndefined();
    await kept.checked();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(kept.read()).toEqual({ answer: 6 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("goes on as if nothing were kept when the schema cannot be fetched", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    storage.items.set("key", '{"answer":7}');
    const kept = sessionValue("key", () => Promise.reject(new Error("offline")));
    expect(kept.read()).toBeUndefined();
    await kept.checked();
    expect(kept.read()).toBeNull();
  });
});
