import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import type { EmblaApi } from "./carousel-engine";
import { onDemand } from "./on-demand";
import { usePrefersReducedMotion } from "./use-client";
import { useOnDemandComponent } from "./use-on-demand-component";

const loadEngine = onDemand(() => import("./carousel-engine"));

/** How near the screen the carousel comes before Embla is fetched: about one phone screen. */
const engineMargin = "800px 0px";

export interface CarouselProps<T> {
  items: readonly T[];
  /** Accessible name of the carousel (e.g. the visible heading text). */
  label: string;
  getKey: (item: T) => string;
  renderSlide: (item: T, index: number) => ReactNode;
  className?: string;
}

/** Neighbouring slides fade out at the edges instead of being cut off. */
const edgeFade = "[mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]";

const nativeScroller =
  "snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden";

/**
 * Slide widths, and before Embla the margins that centre the first and last slides
 * exactly where Embla will show them: (100 % − width) / 2 on each side.
 */
const slideWidth = "basis-[86%] sm:basis-[70%] md:basis-[60%]";
const nativeEdges = "first:ml-[7%] last:mr-[7%] sm:first:ml-[15%] sm:last:mr-[15%] md:first:ml-[20%] md:last:mr-[20%]";

const emptySubscription = () => () => {};

function useSelectedSnap(api: EmblaApi | undefined) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on("select", onChange).on("reInit", onChange);
      return () => {
        api.off("select", onChange).off("reInit", onChange);
      };
    },
    [api],
  );
  const selected = useSyncExternalStore(
    api ? subscribe : emptySubscription,
    () => api?.selectedScrollSnap() ?? 0,
    () => 0,
  );
  const count = useSyncExternalStore(
    api ? subscribe : emptySubscription,
    () => api?.scrollSnapList().length ?? 0,
    () => 0,
  );
  return { selected, count };
}

/** The slide whose centre is nearest the centre of the native scroller. */
function centredSlideOf(viewport: HTMLElement): number {
  const frame = viewport.getBoundingClientRect();
  const middle = frame.left + frame.width / 2;
  const distances = [...(viewport.firstElementChild?.children ?? [])].map((slide) => {
    const box = slide.getBoundingClientRect();
    return Math.abs(box.left + box.width / 2 - middle);
  });
  return Math.max(0, distances.indexOf(Math.min(...distances)));
}

/**
 * Embla for a carousel's viewport, fetched when the carousel comes near the screen, so a page
 * whose carousel is further down does not load it on arrival (docs/performance.md). A failed
 * fetch leaves the native scroller, which works on its own. Embla starts on the slide the
 * visitor had swiped to natively, so that taking over moves nothing.
 */
function useCarouselEngine() {
  const { Component: Engine, show } = useOnDemandComponent(loadEngine);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaApi>();
  const [startIndex, setStartIndex] = useState(0);

  useEffect(() => {
    if (!viewport || Engine) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        show(
          // In the same render as Embla's code arrives, before the native scroller gives way.
          () => setStartIndex(centredSlideOf(viewport)),
          (error: unknown) =>
            console.error("The carousel's code could not be loaded; the slides stay a scrollable row", error),
        );
      },
      { rootMargin: engineMargin },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport, Engine, show]);

  const engine = Engine && viewport ? <Engine viewport={viewport} startIndex={startIndex} onApi={setApi} /> : null;
  return { viewportRef: setViewport, engaged: Engine !== null, api, engine };
}

/**
 * One centred slide at a time with dots, looping: after the last slide comes the first
 * (docs/screens.md). Until Embla is there (without JavaScript, or before the carousel comes
 * near the screen) the slides form a horizontally scrollable row with scroll snapping, so
 * every slide stays readable.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const { t } = useTranslation("common");
  const reducedMotion = usePrefersReducedMotion();
  const { viewportRef, engaged, api, engine } = useCarouselEngine();
  const { selected, count } = useSelectedSnap(api);

  useEffect(() => {
    // Anything scrolled natively before Embla took over would offset its transforms.
    if (api) api.rootNode().scrollLeft = 0;
  }, [api]);

  const total = props.items.length;
  const go = (index: number) => api?.scrollTo(index, reducedMotion);

  const onDotKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (!api || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    event.preventDefault();
    const step = event.key === "ArrowRight" ? 1 : -1;
    const next = (index + step + count) % count;
    go(next);
    const dots = event.currentTarget.parentElement?.querySelectorAll("button");
    dots?.[next]?.focus();
  };

  return (
    <section aria-roledescription={t("carousel.carousel")} aria-label={props.label} className={props.className}>
      {engine}
      <div
        // Embla starts (in an effect of `engine`) only once the native scroller's edge margins
        // are gone, so it measures the slides where they really are.
        ref={viewportRef}
        // Before Embla: a native scroller (swipe, trackpad, or arrow keys once focused), its
        // scrollbar hidden so that nothing below moves when Embla takes over.
        tabIndex={engaged ? undefined : 0}
        className={`${edgeFade} ${engaged ? "overflow-hidden" : nativeScroller}`}
      >
        <div className="flex touch-pan-y touch-pinch-zoom">
          {props.items.map((item, index) => (
            <div
              key={props.getKey(item)}
              role="group"
              aria-roledescription={t("carousel.slide")}
              aria-label={t("carousel.position", { index: index + 1, count: total })}
              className={`min-w-0 shrink-0 grow-0 snap-center px-2 ${slideWidth} ${engaged ? "" : nativeEdges}`}
            >
              {props.renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
      {/* The row keeps its height before Embla so nothing moves when the dots appear. */}
      <div className="mt-5 flex h-6 items-center justify-center gap-1">
        {api && count > 1
          ? Array.from({ length: count }, (_, index) => (
              <button
                key={index}
                type="button"
                className="group grid h-6 w-6 place-items-center rounded-full"
                aria-label={t("carousel.goTo", { index: index + 1, count })}
                aria-current={index === selected ? "true" : undefined}
                onClick={() => go(index)}
                onKeyDown={(event) => onDotKeyDown(event, index)}
              >
                <span
                  className={
                    index === selected
                      ? "block h-2.5 w-6 rounded-full bg-ink transition-[width] duration-300"
                      : "block h-2.5 w-2.5 rounded-full bg-ink-soft/70 transition-[width] duration-300 group-hover:bg-ink-soft"
                  }
                />
              </button>
            ))
          : null}
      </div>
    </section>
  );
}
