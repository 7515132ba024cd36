import { cva, cx, type VariantProps } from "class-variance-authority";
import type { ComponentType, HTMLAttributes } from "react";

/** The notice's looks (docs/ui-kit.md): news above a form or a page, coloured by what it says. */
export const noticeVariants = cva("notice", {
  variants: {
    tone: {
      /** A refusal: the form or the value cannot be taken. */
      error: "notice-error",
      /** A step done: a password changed, a routine without clashes. */
      success: "notice-success",
      /** Something to act on that is not the visitor's mistake (a routine that is full, a selfie not kept). */
      accent: "notice-accent",
      /** News that needs no colour: a card's frame (a selfie deleted). */
      plain: "notice-plain",
    },
  },
  defaultVariants: { tone: "accent" },
});

/** An icon drawn before the text (a lucide icon, imported from its own path). */
type NoticeIcon = ComponentType<{ "aria-hidden": "true"; size: number }>;

export type NoticeTone = NonNullable<VariantProps<typeof noticeVariants>["tone"]>;

/**
 * A notice as a div, its icon before the text; the caller gives the role (`alert`, `status`) that
 * announces it. Inside a paragraph, a span takes the look with `noticeVariants`.
 */
export function Notice(
  props: HTMLAttributes<HTMLDivElement> & VariantProps<typeof noticeVariants> & { icon?: NoticeIcon },
) {
  const { tone, icon: Icon, className, children, ...div } = props;
  return (
    <div className={cx(noticeVariants({ tone }), className)} {...div}>
      {Icon ? <Icon aria-hidden="true" size={18} /> : null}
      <div>{children}</div>
    </div>
  );
}
