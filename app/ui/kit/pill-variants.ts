import { cva, type VariantProps } from "class-variance-authority";

/**
 * The pill's looks (docs/ui-kit.md): a small rounded link or toggle, framed by the line colour,
 * ink when it is on.
 */
export const pillVariants = cva("pill", {
  variants: {
    /** On: the slot holds the product, the option is chosen. */
    on: { true: "pill-on" },
    /** On sand (the footer): no fill, a darker frame. */
    sand: { true: "pill-sand" },
    /** A white fill: a chosen filter to remove, above the list's cards. */
    white: { true: "pill-white" },
    size: {
      /** 44 px high, 14 px text. */
      md: "pill-md",
      /** 36 px high, 12 px text, inside a card or a list row beside a larger target. */
      sm: "pill-sm",
      /** 44 px high in the page's own text size (the 404's ways on). */
      lg: "pill-lg",
    },
  },
  defaultVariants: { size: "md" },
});

export type PillVariantProps = VariantProps<typeof pillVariants>;
