/**
 * Collects the keys that one pass of GraphQL's execution asks for (a page of products each asking
 * for its price observations) and reads them with one call, as DataLoader does: the batch is
 * dispatched after the promise jobs of the current pass, so every item of a list is in it.
 * Nothing is cached beyond the batch; a loader serves one operation.
 */
export interface BatchLoader<K, V> {
  load(key: K): Promise<V>;
}

export function createBatchLoader<K, V>(
  readMany: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
  missing: () => V,
): BatchLoader<K, V> {
  let batch: { keys: K[]; result: Promise<ReadonlyMap<K, V>> } | null = null;
  return {
    load(key) {
      if (batch === null) {
        const keys: K[] = [];
        const result = Promise.resolve()
          .then(() => new Promise<void>((resolve) => process.nextTick(resolve)))
          .then(() => {
            batch = null;
            return readMany(keys);
          });
        batch = { keys, result };
      }
      batch.keys.push(key);
      return batch.result.then((values) => values.get(key) ?? missing());
    },
  };
}
