import { useTranslation } from "~/i18n/i18n-provider";
import { Field } from "~/ui/kit/field";

/**
 * The 6-digit code of a mail: a number keypad on phones, and the browser may offer the code
 * from the mail itself (`one-time-code`). It takes the focus, since it is what the page is for.
 */
export function CodeField(props: { error?: string }) {
  const { t } = useTranslation("account");
  return (
    <Field
      name="code"
      label={t("fields.code")}
      hint={t("fields.codeHint")}
      error={props.error}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      required
      autoFocus
      className="[&_input]:font-semibold [&_input]:tracking-[0.3em] [&_input]:tabular-nums"
    />
  );
}
