import { cva, cx, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";

/** The badge's looks (docs/ui-kit.md): a label that is not a control, coloured by what it says. */
export const badgeVariants = cva("badge", {
  variants: {
    tone: {
      /** Poor, or a warning: accent-strong on accent-soft. */
      accent: "bg-accent-soft text-accent-strong",
      /** Good: good-strong on good-soft. */
      good: "bg-good-soft text-good-strong",
      /** Average: warn-strong on warn-soft. */
      warn: "bg-warn-soft text-warn-strong",
      /** Free of a concern: fresh on fresh-soft, in a fresh-line frame. */
      fresh: "border border-fresh-line bg-fresh-soft text-fresh",
    },
    size: {
      /** 14 px text. */
      md: "px-3 py-1 text-sm font-semibold",
      /** 12 px text, beside a score. */
      sm: "px-2 py-0.5 text-xs font-semibold",
      /** 36 px high with an icon, in a row of badges (the free-of notes). */
      row: "inline-flex min-h-9 items-center gap-1.5 px-3 text-sm font-medium",
    },
  },
  defaultVariants: { tone: "accent", size: "md" },
});

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>["tone"]>;

/** A badge as a span; a list of them puts the look on its items with `badgeVariants`. */
export function Badge(props: HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  const { tone, size, className, ...span } = props;
  return <span className={cx(badgeVariants({ tone, size }), className)} {...span} />;
}
