import { useCallback, useState } from "react";

/**
 * A component whose code is fetched on first use (`onDemand`): `Component` is null until
 * `show` has loaded it. `show` calls `onShown` once it is there, or `onFailed` when the fetch
 * failed, so that the caller can fall back to what works without JavaScript. `preload` starts
 * the fetch early (a pointer over the button, the focus on it) as a head start only: a failed
 * fetch is tried again, and reported, by `show`.
 */
export function useOnDemandComponent<C>(load: () => Promise<{ default: C }>) {
  const [loaded, setLoaded] = useState<{ Component: C } | null>(null);
  const show = useCallback(
    (onShown: () => void, onFailed: (error: unknown) => void) => {
      load().then((module) => {
        setLoaded({ Component: module.default });
        onShown();
      }, onFailed);
    },
    [load],
  );
  const preload = useCallback(() => void load().catch(() => undefined), [load]);
  return { Component: loaded?.Component ?? null, show, preload };
}
