/**
 * Waits until `probe` finds something, looking again every 20 ms; fails naming `what` after the
 * timeout. For what a test cannot be told directly (a message on a socket, a row written by
 * another process, a cache that looks again after a while).
 */
export async function until<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
