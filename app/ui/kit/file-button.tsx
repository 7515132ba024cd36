import { cx } from "class-variance-authority";
import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { type ButtonVariantProps, buttonVariants } from "./button-variants";

/**
 * A button that opens the file chooser (or, with `capture`, the camera on a phone): a label in a
 * button's look around a visually hidden file input, which keeps the input's keyboard focus, its
 * name for screen readers (the label's text) and its disabled state (`button-file`).
 */
export function FileButton(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className" | "size"> &
    ButtonVariantProps & { children: ReactNode; className?: string; ref?: Ref<HTMLInputElement> },
) {
  const { tone, size, raised, wide, className, children, ref, ...input } = props;
  return (
    <label className={cx(buttonVariants({ tone, size, raised, wide, file: true }), className)}>
      <input ref={ref} type="file" className="sr-only" {...input} />
      {children}
    </label>
  );
}
