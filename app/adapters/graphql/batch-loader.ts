import DataLoader from "dataloader";

/**
 * Collects the keys that one pass of GraphQL's execution asks for (a page of products each asking
 * for its price observations) and reads them with one call: DataLoader dispatches its batch after
 * the promise jobs of the current pass, so every item of a list is in it. Nothing is cached
 * beyond the batch (`cache: false`); a loader serves one operation.
 */
export type BatchLoader<K, V> = Pick<DataLoader<K, V>, "load">;

/** `readMany` answers the keys it found; a key it left out gets `missing()`. */
export function createBatchLoader<K, V>(
  readMany: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
  missing: () => V,
): BatchLoader<K, V> {
  return new DataLoader<K, V>(
    async (keys) => {
      const found = await readMany(keys);
      return keys.map((key) => found.get(key) ?? missing());
    },
    { cache: false },
  );
}
