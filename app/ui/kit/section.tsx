import { cx } from "class-variance-authority";
import type { ReactNode } from "react";
import { type CardVariantProps, cardVariants } from "./card";

const headingClass = {
  /** A section among the page's main ones. */
  lg: "text-xl font-bold tracking-tight",
  /** A section in a side column. */
  md: "text-lg font-semibold",
} as const;

/**
 * A titled section in a panel (the profile's settings, its selfie): named by its heading, so a
 * screen reader lists it among the page's regions.
 */
export function Section(
  props: {
    titleId: string;
    title: ReactNode;
    heading?: keyof typeof headingClass;
    children: ReactNode;
    className?: string;
  } & CardVariantProps,
) {
  const { kind = "panel", padding, heading = "lg", titleId, title, className, children } = props;
  return (
    <section aria-labelledby={titleId} className={cx(cardVariants({ kind, padding }), className)}>
      <h2 id={titleId} className={headingClass[heading]}>
        {title}
      </h2>
      {children}
    </section>
  );
}
