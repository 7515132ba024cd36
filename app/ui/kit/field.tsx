import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import { type InputHTMLAttributes, type ReactNode, useId } from "react";

export interface FieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "aria-invalid" | "aria-describedby"
> {
  name: string;
  label: string;
  /** A rule or tip shown under the field (and read with it). */
  hint?: string;
  /** What is wrong with the value, already translated. */
  error?: string;
  /** A control drawn inside the field's right edge (the password toggle); the text keeps clear of it. */
  trailing?: ReactNode;
  reserveTrailing?: boolean;
}

/**
 * A labelled input whose hint and error are tied to it for screen readers; its look is the
 * `field-input` class (app/app.css), its frame in the error colour while the value is refused.
 */
export function Field(props: FieldProps) {
  const { name, label, hint, error, trailing, reserveTrailing, className, ...input } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter((part) => part !== null).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`field-input ${error ? "border-error" : "border-ink/30"} ${reserveTrailing ? "pr-14" : ""}`}
          {...input}
        />
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-error">
          <CircleAlert aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
