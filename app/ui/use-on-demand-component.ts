import { useCallback, useState } from "react";

/**
 * A component whose code is fetched on first use (`onDemand`): `Component` is null until
 * `show` has loaded it. `show` calls `onShown` once it is there, or `onFailed` when the fetch
 * failed, so that the caller can fall back to what works without JavaScript.
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
  return { Component: loaded?.Component ?? null, show };
}
