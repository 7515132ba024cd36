import type { ZodMiniType } from "zod/mini";

/**
 * One value of the analysis kept for this browser tab (docs/rules.md, "The skin analysis"):
 * in memory for the page's life, and copied to session storage so that a reload or a return
 * later in the session finds it. Storage can be blocked or full: then the value still lives in
 * memory, and `write` says it was not kept.
 */
export interface SessionValue<T> {
  /** The value, the same object until it changes (React compares snapshots by identity). */
  read(): T | null;
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

export function sessionValue<T>(key: string, schema: ZodMiniType<T>): SessionValue<T> {
  /** Undefined until first read from storage. */
  let memory: T | null | undefined;
  const listeners = new Set<() => void>();

  function load(): T | null {
    let text: string | null = null;
    try {
      text = sessionStorageOrNull()?.getItem(key) ?? null;
    } catch {
      return null;
    }
    if (text === null) return null;
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

  return {
    read() {
      if (memory === undefined) memory = load();
      return memory;
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
