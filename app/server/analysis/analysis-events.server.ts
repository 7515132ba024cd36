import { EventEmitter, on } from "node:events";
import type { SkinAnalysis } from "~/domain/skin-analysis";

/**
 * Saved analyses as events, for live updates (the `onUpdateUsers` subscription). Every
 * subscription is scoped to one owner: no subscriber ever sees another user's analysis.
 */
export interface AnalysisEvents {
  /**
   * Announces an analysis that has been saved (committed). Never rejects: the analysis is
   * saved whatever happens to its announcement, so a failure is logged where it happens.
   */
  publish(analysis: SkinAnalysis): Promise<void>;
  /** The owner's analyses saved from now on, until the signal aborts. */
  subscribe(userId: string, signal: AbortSignal): AsyncIterable<SkinAnalysis>;
  /**
   * Resolves once analyses saved by any instance reach this one's subscribers (at once within
   * one process; with PostgreSQL, once its listening connection is up), so a caller can wait
   * for that instead of guessing how long it takes.
   */
  listening(): Promise<void>;
  /** Stops listening (at shutdown); open subscriptions end. */
  close(): Promise<void>;
}

/**
 * Events within this process: enough for one instance (SQLite). Several instances share
 * PostgreSQL and use `createPostgresAnalysisEvents`, which fans out through this one.
 */
export function createInProcessAnalysisEvents(): AnalysisEvents {
  const emitter = new EventEmitter();
  const closing = new AbortController();
  // One listener per open subscription; the limit would only warn about many connected owners.
  emitter.setMaxListeners(0);
  const topic = (userId: string) => `analysis:${userId}`;
  return {
    publish(analysis) {
      emitter.emit(topic(analysis.userId), analysis);
      return Promise.resolve();
    },
    subscribe(userId, signal) {
      const ended = AbortSignal.any([signal, closing.signal]);
      // `on` listens from this call on, not from the first read, so nothing saved in between is missed.
      const saved = on(emitter, topic(userId), { signal: ended }) as AsyncIterableIterator<[SkinAnalysis]>;
      return (async function* () {
        try {
          for await (const [analysis] of saved) yield analysis;
        } catch (error) {
          if (!ended.aborted) throw error;
        }
      })();
    },
    listening: () => Promise.resolve(),
    close() {
      closing.abort();
      return Promise.resolve();
    },
  };
}
