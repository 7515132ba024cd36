import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { usePrefersReducedMotion, useHydrated } from "./use-client";

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Embla's `duration` is not in milliseconds: each 1/60 s step the velocity grows by
 * distance / duration and is damped by the friction (0.68). With 20 a slide change covers
 * 99 % of its distance in ≈ 480 ms: the 500 ms transition of docs/rules.md, "Constants of the
 * interface" (25, Embla's default, takes ≈ 700 ms). With reduced motion the dots jump without
 * animation.
 */
export const specTransitionDuration = 20;

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
 * Slide widths, and before hydration the margins that centre the first and last slides
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

/**
 * One centred slide at a time with dots, looping: after the last slide comes the first
 * (docs/screens.md). Without JavaScript the slides form a horizontally scrollable row with
 * scroll snapping, so every slide stays readable.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const { t } = useTranslation("common");
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({
    loop: true,
    align: "center",
    // Keep the first and last slides centred too (the default trims them to the edges).
    containScroll: false,
    duration: specTransitionDuration,
  });
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
      <div
        // Embla starts only once the pre-hydration edge margins are gone, so it measures the
        // slides where they really are.
        ref={hydrated ? viewportRef : undefined}
        // Before hydration: a native scroller (swipe, trackpad, or arrow keys once focused),
        // its scrollbar hidden so that nothing below moves when Embla takes over.
        tabIndex={hydrated ? undefined : 0}
        className={`${edgeFade} ${hydrated ? "overflow-hidden" : nativeScroller}`}
      >
        <div className="flex touch-pan-y touch-pinch-zoom">
          {props.items.map((item, index) => (
            <div
              key={props.getKey(item)}
              role="group"
              aria-roledescription={t("carousel.slide")}
              aria-label={t("carousel.position", { index: index + 1, count: total })}
              className={`min-w-0 shrink-0 grow-0 snap-center px-2 ${slideWidth} ${hydrated ? "" : nativeEdges}`}
            >
              {props.renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
      {/* The row keeps its height before hydration so nothing moves when the dots appear. */}
      <div className="mt-5 flex h-6 items-center justify-center gap-1">
        {hydrated && api && count > 1
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
