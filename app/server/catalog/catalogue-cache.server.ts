import { LRUCache } from "lru-cache";
import type { CatalogueVersionSource } from "~/server/db/catalogue-version.server";

export interface CatalogueCacheOptions<V> {
  /** The most weight kept at once; the least recently used values go first. */
  capacity: number;
  /** A value's share of the capacity, at least 1 (and 1 when not given). */
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
  // A value is kept as its promise, so that callers who ask at once share one computation; it
  // weighs 1 until it resolves and its own weight is known.
  const entries = new LRUCache<string, { value: Promise<V> }>({ maxSize: options.capacity, sizeCalculation: () => 1 });
  // `undefined`: nothing read yet.
  let version: string | undefined;

  return {
    async get(key, compute) {
      const current = await versions.current();
      if (current !== version) {
        entries.clear();
        version = current;
      }
      const kept = entries.get(key);
      if (kept !== undefined) return kept.value;
      const entry = { value: compute() };
      entries.set(key, entry);
      entry.value.then(
        (value) => {
          // Dropped meanwhile (a new version, or evicted): nothing to weigh. The cache weighs a
          // value again only when it is another object, hence the new one.
          if (entries.peek(key) === entry)
            entries.set(key, { value: entry.value }, { size: Math.max(1, weightOf(value)) });
        },
        // The caller awaits the same promise and gets the error; here it is only forgotten.
        () => {
          if (entries.peek(key) === entry) entries.delete(key);
        },
      );
      return entry.value;
    },
  };
}
