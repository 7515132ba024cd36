import { cva, cx, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";

/** The card's looks (docs/ui-kit.md): a framed block on white, a card's or a panel's radius. */
export const cardVariants = cva("", {
  variants: {
    /** card: 16 px radius, a block among others; panel: 24 px, a section that holds a form or cards; -sand: on sand. */
    kind: { card: "card", panel: "panel", "card-sand": "card-sand", "panel-sand": "panel-sand" },
    padding: {
      none: "",
      /** 16 px. */
      sm: "p-4",
      /** 20 px. */
      md: "p-5",
      /** 20 px, 24 px from tablets up. */
      lg: "p-5 sm:p-6",
      /** 24 px. */
      xl: "p-6",
    },
  },
  defaultVariants: { kind: "card", padding: "md" },
});

export type CardVariantProps = VariantProps<typeof cardVariants>;

/** A card as a div; a list's items, a section or a table row put the look on with `cardVariants`. */
export function Card(props: HTMLAttributes<HTMLDivElement> & CardVariantProps) {
  const { kind, padding, className, ...div } = props;
  return <div className={cx(cardVariants({ kind, padding }), className)} {...div} />;
}
