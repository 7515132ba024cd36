import { cx } from "class-variance-authority";
import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";
import { type ButtonVariantProps, buttonVariants } from "./button-variants";

/** A button in one of the kit's looks; `type` is required, so a form's button never submits by accident. */
export function Button(
  props: ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariantProps & { type: "button" | "submit" },
) {
  const { tone, size, raised, wide, className, ...button } = props;
  return <button className={cx(buttonVariants({ tone, size, raised, wide }), className)} {...button} />;
}

/** A link that looks like a button (a way on, not an action). */
export function ButtonLink(props: LinkProps & ButtonVariantProps) {
  const { tone, size, raised, wide, className, ...link } = props;
  return (
    <Link className={cx(buttonVariants({ tone, size, raised, wide }), className as string | undefined)} {...link} />
  );
}
