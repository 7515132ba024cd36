import { describe, expect, it } from "vitest";
import { createCatalogueCache } from "./catalogue-cache.server";

/** A catalogue whose version the test sets, as an import would. */
function catalogue() {
  let version = "first";
  return {
    versions: { current: () => Promise.resolve(version) },
    importNew(next: string) {
      version = next;
    },
  };
}

/** A computation that counts its runs and answers `value` (or fails with it). */
function counted<V>(value: V, fails = false) {
  const runs = { count: 0 };
  const compute = () => {
    runs.count += 1;
    return fails ? Promise.reject(new Error(String(value))) : Promise.resolve(value);
  };
  return { runs, compute };
}

describe("createCatalogueCache", () => {
  it("keeps a value while the version stays, and computes it again after an import", async () => {
    const { versions, importNew } = catalogue();
    const cache = createCatalogueCache<string>(versions, { capacity: 10 });
    const first = counted("first");
    expect(await cache.get("page", first.compute)).toBe("first");
    expect(await cache.get("page", first.compute)).toBe("first");
    expect(first.runs.count).toBe(1);

    importNew("r2");
    const second = counted("second");
    expect(await cache.get("page", second.compute)).toBe("second");
    expect(await cache.get("page", first.compute)).toBe("second");
    expect([first.runs.count, second.runs.count]).toEqual([1, 1]);
  });

  it("shares one computation between callers that ask at once", async () => {
    const { versions } = catalogue();
    const cache = createCatalogueCache<number>(versions, { capacity: 10 });
    const value = counted(7);
    expect(await Promise.all([cache.get("k", value.compute), cache.get("k", value.compute)])).toEqual([7, 7]);
    expect(value.runs.count).toBe(1);
  });

  it("hands a failure to the caller and does not keep it", async () => {
    const { versions } = catalogue();
    const cache = createCatalogueCache<string>(versions, { capacity: 10 });
    await expect(cache.get("k", counted("database down", true).compute)).rejects.toThrow("database down");
    expect(await cache.get("k", counted("back").compute)).toBe("back");
  });

  it("drops the least recently used values once their weight is over the capacity", async () => {
    const { versions } = catalogue();
    const cache = createCatalogueCache<number[]>(versions, { capacity: 5, weightOf: (value) => value.length });
    const a = counted([1, 2]);
    const b = counted([3, 4]);
    await cache.get("a", a.compute);
    await cache.get("b", b.compute);
    // "a" is used again, so "b" is the least recently used when "c" takes the weight to 6.
    await cache.get("a", a.compute);
    await cache.get("c", counted([5, 6]).compute);
    await cache.get("a", a.compute);
    await cache.get("b", b.compute);
    expect([a.runs.count, b.runs.count]).toEqual([1, 2]);
  });
});
