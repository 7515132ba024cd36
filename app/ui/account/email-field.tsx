import { useTranslation } from "~/i18n/i18n-provider";
import { Field } from "~/ui/kit/field";

/** The email field of the account forms; `username` on sign-in so password managers pair it. */
export function EmailField(props: { autoComplete: "email" | "username"; defaultValue?: string; error?: string }) {
  const { t } = useTranslation("account");
  return (
    <Field
      name="email"
      type="email"
      label={t("fields.email")}
      autoComplete={props.autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      required
      defaultValue={props.defaultValue}
      error={props.error}
    />
  );
}
