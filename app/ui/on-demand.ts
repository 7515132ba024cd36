/**
 * A module the page fetches the first time it is needed (a dialog's code, on the first tap), not
 * with the page: the first visit's JavaScript stays small (docs/performance.md). A failed fetch
 * is forgotten, so the next tap tries again.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
