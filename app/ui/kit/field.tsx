import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from "react";

/** What a field says around its control; the frame sets the control's id and what describes it. */
type FieldTexts<ControlAttributes> = Omit<ControlAttributes, "id" | "name" | "aria-invalid" | "aria-describedby"> & {
  name: string;
  label: string;
  /** A rule or tip shown under the field (and read with it). */
  hint?: string;
  /** What is wrong with the value, already translated. */
  error?: string;
};

export type FieldProps = FieldTexts<InputHTMLAttributes<HTMLInputElement>> & {
  /** A control drawn inside the field's right edge (the password toggle); the text keeps clear of it. */
  trailing?: ReactNode;
  reserveTrailing?: boolean;
};

/** The label, hint and error around a control, tied to it by ids for screen readers. */
function FieldFrame(props: {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: (control: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [props.error ? errorId : null, props.hint ? hintId : null]
    .filter((part) => part !== null)
    .join(" ");
  return (
    <div className={props.className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {props.label}
      </label>
      {props.children({ id, describedBy: describedBy || undefined })}
      {props.error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-error">
          <CircleAlert aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
          {props.error}
        </p>
      ) : null}
      {props.hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-soft">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled input whose hint and error are tied to it for screen readers; its look is the
 * `field-input` class (app/app.css), its frame in the error colour while the value is refused.
 */
export function Field(props: FieldProps) {
  const { name, label, hint, error, trailing, reserveTrailing, className, ...input } = props;
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy }) => (
        <div className="relative mt-1.5">
          <input
            id={id}
            name={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`field-input ${error ? "border-error" : "border-ink/30"} ${reserveTrailing ? "pr-14" : ""}`}
            {...input}
          />
          {trailing}
        </div>
      )}
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldTexts<TextareaHTMLAttributes<HTMLTextAreaElement>>;

/** `Field` for a text of several lines (a pasted ingredient list): the same frame, the `field-textarea` look. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { name, label, hint, error, className, ...textarea } = props;
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`field-input field-textarea mt-1.5 ${error ? "border-error" : "border-ink/30"}`}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
