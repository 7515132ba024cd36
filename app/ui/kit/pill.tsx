import { cx } from "class-variance-authority";
import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";
import { type PillVariantProps, pillVariants } from "./pill-variants";

/** A pill that goes somewhere (a product type, a skin type). */
export function PillLink(props: LinkProps & PillVariantProps) {
  const { on, sand, white, size, className, ...link } = props;
  return <Link className={cx(pillVariants({ on, sand, white, size }), className as string | undefined)} {...link} />;
}

/** A pill that is a form's button (a routine slot); `type` is required. */
export function PillButton(
  props: ButtonHTMLAttributes<HTMLButtonElement> & PillVariantProps & { type: "button" | "submit" },
) {
  const { on, sand, white, size, className, ...button } = props;
  return <button className={cx(pillVariants({ on, sand, white, size }), className)} {...button} />;
}
