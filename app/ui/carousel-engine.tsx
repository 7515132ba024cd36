import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect } from "react";

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Embla's `duration` is not in milliseconds: each 1/60 s step the velocity grows by
 * distance / duration and is damped by the friction (0.68). With 20 a slide change covers
 * 99 % of its distance in ≈ 480 ms: the 500 ms transition of docs/rules.md, "Constants of the
 * interface" (25, Embla's default, takes ≈ 700 ms). With reduced motion the dots jump without
 * animation.
 */
const specTransitionDuration = 20;

/**
 * Embla on a carousel's viewport, which the carousel has already rendered (app/ui/carousel.tsx).
 * Its own module, fetched when the carousel comes near the screen: it renders nothing and hands
 * Embla's API up once Embla has measured the slides. `startIndex` is read when Embla starts.
 */
export default function CarouselEngine(props: {
  viewport: HTMLElement;
  /** The slide to show first: the one the native scroller had centred. */
  startIndex: number;
  onApi(api: EmblaApi | undefined): void;
}) {
  const [viewportRef, api] = useEmblaCarousel({
    loop: true,
    startIndex: props.startIndex,
    align: "center",
    // Keep the first and last slides centred too (the default trims them to the edges).
    containScroll: false,
    duration: specTransitionDuration,
  });
  const { viewport, onApi } = props;

  useEffect(() => {
    viewportRef(viewport);
  }, [viewportRef, viewport]);

  useEffect(() => {
    onApi(api);
  }, [onApi, api]);

  return null;
}
