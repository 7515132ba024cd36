/**
 * A product picture: square, with intrinsic size (no layout shift) and alt text. The
 * catalogue's images are generated SVGs, so there is always something to show.
 */
export function ProductImage(props: {
  src: string;
  alt: string;
  /** Rendered size in CSS pixels (the picture is square). */
  size?: number;
  /** Above the fold: load at once (the largest paint of the page). */
  priority?: boolean;
  className?: string;
}) {
  const size = props.size ?? 400;
  return (
    <img
      src={props.src}
      alt={props.alt}
      width={size}
      height={size}
      loading={props.priority ? "eager" : "lazy"}
      decoding={props.priority ? "sync" : "async"}
      fetchPriority={props.priority ? "high" : "auto"}
      className={["aspect-square h-auto bg-sand object-contain", props.className].filter(Boolean).join(" ")}
    />
  );
}
