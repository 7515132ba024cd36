import { useEffect } from "react";

/** A form sent before hydration, with the button that sent it. */
interface HeldSubmission {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

declare global {
  interface Window {
    /** Buttons tapped before the page hydrated, in order; replayed once it has. */
    __kulitTaps?: HTMLElement[];
    /** Forms sent before the page hydrated (see `submitWhenHydrated`), in order; sent again once it has. */
    __kulitSubmissions?: HeldSubmission[];
    /** Set once the kept taps are replayed: from then on React handles every tap itself. */
    __kulitHydrated?: boolean;
  }
}

/**
 * Props for a form whose script adds what the server cannot see by itself (the analysis this tab
 * keeps in session storage): sent before the page hydrates, it is held and sent again by React
 * once hydrated, instead of posting without it. If the page has not hydrated within
 * `heldSubmissionSeconds` (its scripts failed to arrive), it is sent as a plain form after all.
 */
export const submitWhenHydrated = { "data-submit-when-hydrated": "" } as const;

/**
 * Props for a select whose choice applies at once once hydrated (the sort order): chosen before
 * that, it sends its plain form, which the server answers with the page in that order.
 */
export const applyOnChange = { "data-apply-on-change": "" } as const;

/** How long a held form waits for the page's scripts before it is sent without them. */
export const heldSubmissionSeconds = 10;

/**
 * Runs in the head, before any button is painted (docs/decisions/0021-taps-before-hydration.md):
 * a tap on a script-driven button (`type="button"`, which does nothing without JavaScript) before
 * the page has hydrated is kept instead of lost, and so is the sending of a `submitWhenHydrated`
 * form. The button is marked busy, so it looks and announces itself as working; the event is
 * stopped here, so React never sees it twice. A choice in an `applyOnChange` select sends its
 * plain form, as the hydrated page would apply it at once. Links and other forms are left alone:
 * they work without JavaScript. Only the server's HTML carries the text: hydration leaves an
 * element's inner HTML as the server wrote it, so the browser's build renders it empty and leaves
 * the text out of every page's JavaScript (docs/performance.md, "JavaScript").
 */
const keepTapsBeforeHydration = import.meta.env.SSR
  ? `(() => {
  const kept = [];
  const submissions = [];
  const released = new WeakSet();
  window.__kulitTaps = kept;
  window.__kulitSubmissions = submissions;
  document.addEventListener("click", (event) => {
    if (window.__kulitHydrated) return;
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!kept.includes(button)) kept.push(button);
    button.setAttribute("aria-busy", "true");
  }, true);
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (window.__kulitHydrated || !(form instanceof HTMLFormElement)) return;
    if (!form.hasAttribute("data-submit-when-hydrated") || released.has(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (submissions.some((held) => held.form === form)) return;
    const held = { form, submitter: event.submitter };
    submissions.push(held);
    held.submitter?.setAttribute("aria-busy", "true");
    setTimeout(() => {
      const index = submissions.indexOf(held);
      if (window.__kulitHydrated || index === -1) return;
      submissions.splice(index, 1);
      released.add(form);
      held.submitter?.removeAttribute("aria-busy");
      form.requestSubmit(held.submitter);
    }, ${heldSubmissionSeconds * 1000});
  }, true);
  document.addEventListener("change", (event) => {
    const select = event.target;
    if (window.__kulitHydrated || !(select instanceof HTMLSelectElement)) return;
    if (select.hasAttribute("data-apply-on-change") && select.form) select.form.requestSubmit();
  }, true);
})();`
  : "";

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
 * now handles, then sends the held forms again through React, and lets every later event through.
 * It waits a frame and a task after hydration, so that components which render their interactive
 * form once hydrated (`useHydrated`) have committed it; a kept button or form that is no longer on
 * the page is not replayed.
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
        for (const { form, submitter } of window.__kulitSubmissions?.splice(0) ?? []) {
          submitter?.removeAttribute("aria-busy");
          if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
        }
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
}
