import type { ZodMiniType } from "zod/mini";

/**
 * One value of the analysis kept for this browser tab (docs/rules.md, "The skin analysis"):
 * in memory for the page's life, and copied to session storage so that a reload or a return
 * later in the session finds it. Storage can be blocked or full: then the value still lives in
 * memory, and `write` says it was not kept.
 *
 * What storage holds is checked with a schema whose code (zod) is fetched only when storage
 * holds something: a first visit reads nothing and fetches nothing (docs/performance.md).
 */
export interface SessionValue<T> {
  /**
   * The value, the same object until it changes (React compares snapshots by identity);
   * `undefined` while storage holds one whose schema is still on its way (`checked` tells when).
   */
  read(): T | null | undefined;
  /** Settles once `read` gives the value (or null), not `undefined`. */
  checked(): Promise<void>;
  /** Sets the value; returns whether session storage kept it (`persisted` is what it keeps). */
  write(value: T, persisted?: T): boolean;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Reading `sessionStorage` itself throws when the browser blocks storage for this site.
    return null;
  }
}

export function sessionValue<T>(key: string, loadSchema: () => Promise<ZodMiniType<T>>): SessionValue<T> {
  /** Undefined until read from storage and checked. */
  let memory: T | null | undefined;
  let schema: ZodMiniType<T> | undefined;
  let checking: Promise<void> | undefined;
  const listeners = new Set<() => void>();

  function kept(): string | null {
    try {
      return sessionStorageOrNull()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  function check(): Promise<void> {
    checking ??= loadSchema().then(
      (loaded) => {
        schema = loaded;
        notify();
      },
      (error: unknown) => {
        // Without the schema nothing kept can be trusted: the page goes on as if nothing were kept.
        console.error(`${key} could not be checked`, error);
        if (memory === undefined) memory = null;
        notify();
      },
    );
    return checking;
  }

  /** What storage holds, checked; undefined while the schema is on its way. */
  function load(): T | null | undefined {
    const text = kept();
    if (text === null) return null;
    if (!schema) {
      void check();
      return undefined;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const result = schema.safeParse(parsed);
    // Something else wrote here (or an older format): never use it, and do not keep it.
    if (!result.success) remove();
    return result.success ? result.data : null;
  }

  function remove() {
    try {
      sessionStorageOrNull()?.removeItem(key);
    } catch {
      // Storage blocked: nothing is kept there to remove.
    }
  }

  function notify() {
    for (const listener of listeners) listener();
  }

  function read(): T | null | undefined {
    if (memory === undefined) memory = load();
    return memory;
  }

  return {
    read,
    async checked() {
      if (read() === undefined) await check();
    },
    write(value, persisted = value) {
      memory = value;
      let kept = false;
      try {
        const storage = sessionStorageOrNull();
        if (storage) {
          storage.setItem(key, JSON.stringify(persisted));
          kept = true;
        }
      } catch {
        // QuotaExceededError (a selfie is the big part) or storage disabled.
        remove();
      }
      notify();
      return kept;
    },
    clear() {
      memory = null;
      remove();
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
