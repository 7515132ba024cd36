import { type RefObject, useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * Plain `<a href>` links in a long list, followed by React Router like its `Link`s: one click
 * listener on the list instead of a `Link` component per row, each of which the page would
 * otherwise hydrate (docs/check.md, "Figures"). Before hydration, and without JavaScript, they
 * are ordinary links the browser follows.
 */

/** What of a click the rule reads: the pressed button, the modifier keys, and the link it landed in. */
export interface LinkClick {
  button: number;
  defaultPrevented: boolean;
  modified: boolean;
  link: { href: string; target: string; download: boolean } | null;
}

/**
 * The path to navigate to in the page, or null when the browser should handle the click itself: a
 * click outside a link, another button, a modifier key (a new tab or window), a link to another
 * origin, one that opens elsewhere or downloads.
 */
export function inPagePath(click: LinkClick, origin: string): string | null {
  const { link } = click;
  if (link === null || click.defaultPrevented || click.button !== 0 || click.modified) return null;
  if (link.download || (link.target !== "" && link.target !== "_self")) return null;
  const url = new URL(link.href, origin);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** Follows the plain links inside `container` in the page (`inPagePath`). */
export function usePlainLinks(container: RefObject<HTMLElement | null>): void {
  const navigate = useNavigate();
  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      const link =
        anchor instanceof HTMLAnchorElement && element.contains(anchor)
          ? { href: anchor.href, target: anchor.target, download: anchor.hasAttribute("download") }
          : null;
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      const path = inPagePath(
        { button: event.button, defaultPrevented: event.defaultPrevented, modified, link },
        window.location.origin,
      );
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [container, navigate]);
}
