import type { CatalogueVersionSource } from "~/server/db/catalogue-version.server";

export interface CatalogueCacheOptions<V> {
  /** The most weight kept at once; the least recently used values go first. */
  capacity: number;
  /** A value's share of the capacity; 1 when not given. */
  weightOf?: (value: V) => number;
}

/** Values computed from the catalogue, kept while its version stays the same. */
export interface CatalogueCache<V> {
  /**
   * The value kept for `key` at the catalogue's current version, or `compute()`'s. Callers
   * share the value they get: it must not be changed. A rejection is not kept.
   */
  get(key: string, compute: () => Promise<V>): Promise<V>;
}

/**
 * Every `get` reads the version first (one primary-key lookup), and drops everything when it
 * differs from the one the kept values were computed at. A value is computed after its version
 * was read, so it holds the catalogue as of that version or later: an import that commits
 * meanwhile changes the version, and the next `get` drops the value. Each instance keeps its
 * own values and checks the shared database, so an import by any instance or by the CLI is seen
 * by all of them at their next request (docs/performance.md, "API and ranking").
 */
export function createCatalogueCache<V>(
  versions: CatalogueVersionSource,
  options: CatalogueCacheOptions<V>,
): CatalogueCache<V> {
  const weightOf = options.weightOf ?? (() => 1);
  const entries = new Map<string, { value: Promise<V>; weight: number }>();
  // `undefined`: nothing read yet.
  let version: string | undefined;
  let weight = 0;

  function evictOverCapacity() {
    // A Map iterates in insertion order, and a hit re-inserts its key: the first is the least recently used.
    for (const [key, entry] of entries) {
      if (weight <= options.capacity) return;
      entries.delete(key);
      weight -= entry.weight;
    }
  }

  return {
    async get(key, compute) {
      const current = await versions.current();
      if (current !== version) {
        entries.clear();
        weight = 0;
        version = current;
      }
      const kept = entries.get(key);
      if (kept !== undefined) {
        entries.delete(key);
        entries.set(key, kept);
        return kept.value;
      }
      const entry = { value: compute(), weight: 0 };
      entries.set(key, entry);
      entry.value.then(
        (value) => {
          // Dropped meanwhile (a new version, or evicted): nothing to count.
          if (entries.get(key) !== entry) return;
          entry.weight = weightOf(value);
          weight += entry.weight;
          evictOverCapacity();
        },
        // The caller awaits the same promise and gets the error; here it is only forgotten.
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.value;
    },
  };
}
