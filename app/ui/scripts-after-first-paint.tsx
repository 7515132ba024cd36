import { Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";

type ScriptsProps = Parameters<typeof Scripts>[0];

interface ElementProps {
  rel?: unknown;
  href?: unknown;
  type?: unknown;
  children?: ReactNode;
  dangerouslySetInnerHTML?: { __html?: unknown };
}

/** The id of the inert script that holds React Router's module script until the first paint. */
const heldModuleId = "module-after-first-paint";

/**
 * Runs once the browser has shown its first paint (the paint entry is recorded when the frame is
 * presented, which a frame callback comes before): puts back React Router's module preloads and
 * its module script, which import the route modules and hydrate the page. Browsers without paint
 * entries wait for a frame and then a task; a tab opened in the background, which paints only
 * when shown, hydrates after three seconds at the latest. Only the server's HTML carries the text,
 * as `keepTapsBeforeHydration`'s (taps-before-hydration.tsx) for the same reason.
 */
const startAfterFirstPaint = import.meta.env.SSR
  ? `(() => {
  const own = document.currentScript;
  const held = document.getElementById(${JSON.stringify(heldModuleId)});
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of held.dataset.preloads.split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const module = document.createElement("script");
    module.type = "module";
    module.nonce = own.nonce;
    module.textContent = held.textContent;
    document.head.append(module);
  };
  if (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
  setTimeout(start, 3000);
})();`
  : "";

/** React Router's elements in document order, fragments and arrays opened. */
function elementsOf(node: ReactNode): ReactElement<ElementProps>[] {
  if (Array.isArray(node)) return node.flatMap(elementsOf);
  if (!isValidElement<ElementProps>(node)) return [];
  return node.type === Fragment ? elementsOf(node.props.children) : [node];
}

function innerHtmlOf(element: ReactElement<ElementProps>): string | undefined {
  const html = element.props.dangerouslySetInnerHTML?.__html;
  return typeof html === "string" ? html : undefined;
}

/**
 * React Router's `<Scripts />`, with its module preloads and module script held back until the
 * browser has painted the server's HTML (docs/decisions/0020-hydration-after-first-paint.md):
 * on a slow phone the page's 130 KB of scripts then stop competing with the stylesheet, the font
 * and the first images. The handoff script that receives the loader data stays where it is.
 * When `<Scripts />` renders nothing (after hydration) or something this does not recognise, its
 * own output is rendered unchanged; a test fails then (tests/e2e/hydration.spec.ts).
 */
export function ScriptsAfterFirstPaint(props: ScriptsProps) {
  // Called as a function, not rendered, so that its elements can be rearranged; its hooks
  // belong to this component, which is rendered in the same place on every render.
  const rendered = Scripts(props);
  const elements = elementsOf(rendered);
  const preloads = elements.filter((element) => element.type === "link" && element.props.rel === "modulepreload");
  const modules = elements.filter((element) => element.type === "script" && element.props.type === "module");
  const moduleSource = modules.length === 1 && modules[0] ? innerHtmlOf(modules[0]) : undefined;
  if (moduleSource === undefined) return rendered;
  const kept = elements.filter((element) => !preloads.includes(element) && !modules.includes(element));
  const preloadHrefs = preloads.flatMap((element) =>
    typeof element.props.href === "string" ? [element.props.href] : [],
  );
  return (
    <>
      {kept.map((element, index) => (
        <Fragment key={index}>{element}</Fragment>
      ))}
      <script
        id={heldModuleId}
        type="application/x-module-after-first-paint"
        data-preloads={preloadHrefs.join(" ")}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: moduleSource }}
      />
      <script nonce={props.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: startAfterFirstPaint }} />
    </>
  );
}
