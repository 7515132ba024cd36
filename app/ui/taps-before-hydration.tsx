import { useEffect } from "react";

declare global {
  interface Window {
    /** Buttons tapped before the page hydrated, in order; replayed once it has. */
    __kulitTaps?: HTMLElement[];
    /** Set once the kept taps are replayed: from then on React handles every tap itself. */
    __kulitHydrated?: boolean;
  }
}

/**
 * Runs in the head, before any button is painted (docs/decisions/0021-taps-before-hydration.md):
 * a tap on a script-driven button (`type="button"`, which does nothing without JavaScript) before
 * the page has hydrated is kept instead of lost. The button is marked busy, so it looks and
 * announces itself as working; the tap is stopped here, so React never sees it twice. Links and
 * form buttons are left alone: they work without JavaScript.
 */
const keepTapsBeforeHydration = `(() => {
  const kept = [];
  window.__kulitTaps = kept;
  document.addEventListener("click", (event) => {
    if (window.__kulitHydrated) return;
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!kept.includes(button)) kept.push(button);
    button.setAttribute("aria-busy", "true");
  }, true);
})();`;

export function TapsBeforeHydration(props: { nonce: string | undefined }) {
  return (
    <script
      nonce={props.nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: keepTapsBeforeHydration }}
    />
  );
}

/**
 * Once the page has hydrated: replays the kept taps, each once and in order, on the buttons React
 * now handles, and lets every later tap through. It waits a frame and a task after hydration, so
 * that components which render their interactive form once hydrated (`useHydrated`) have
 * committed it; a kept button that is no longer on the page is not replayed.
 */
export function useReplayTapsAfterHydration(): void {
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => {
        window.__kulitHydrated = true;
        for (const button of window.__kulitTaps?.splice(0) ?? []) {
          button.removeAttribute("aria-busy");
          if (button.isConnected) button.click();
        }
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
}
