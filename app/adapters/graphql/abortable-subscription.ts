/**
 * An async iterator over a source that stops when its signal aborts, and that aborts the
 * signal as soon as the consumer stops (`return()`: the client unsubscribed or disconnected).
 *
 * An async generator would not do: its `return()` waits until the generator reaches its next
 * `yield`, which, with no new event, never comes; the listener would stay forever.
 */
export function abortableSubscription<T>(start: (signal: AbortSignal) => AsyncIterable<T>): AsyncIterableIterator<T> {
  const controller = new AbortController();
  const source = start(controller.signal)[Symbol.asyncIterator]();
  const finish = (): Promise<IteratorReturnResult<undefined>> => {
    controller.abort();
    return Promise.resolve({ done: true, value: undefined });
  };
  return {
    next: () => (controller.signal.aborted ? finish() : source.next()),
    return: finish,
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
