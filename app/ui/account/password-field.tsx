import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import { useState } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { useHydrated } from "~/ui/use-client";
import { buttonVariants } from "~/ui/kit/button-variants";
import { Field, type FieldProps } from "~/ui/kit/field";

/** A password being chosen (sign-up, reset): the browser may offer one, and the rules are its hint. */
export function NewPasswordField({ label, error }: { label: string; error: string | undefined }) {
  const { t } = useTranslation("account");
  return (
    <PasswordField
      name="password"
      label={label}
      autoComplete="new-password"
      required
      hint={t("fields.passwordRules")}
      error={error}
    />
  );
}

/**
 * A password input with a show/hide toggle. The toggle only works with JavaScript, so it
 * appears once the page has hydrated; its label stays the same and `aria-pressed` says
 * whether the password is shown.
 */
export function PasswordField(props: Omit<FieldProps, "type" | "trailing" | "reserveTrailing">) {
  const { t } = useTranslation("account");
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...props}
      type={shown ? "text" : "password"}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      reserveTrailing
      trailing={
        hydrated ? (
          <button
            type="button"
            aria-pressed={shown}
            aria-label={t("fields.showPassword")}
            title={t("fields.showPassword")}
            onClick={() => setShown((value) => !value)}
            className={`${buttonVariants({ tone: "muted", size: "icon" })} absolute inset-y-0 right-1 my-auto`}
          >
            {shown ? (
              <EyeOff aria-hidden="true" size={20} strokeWidth={1.75} />
            ) : (
              <Eye aria-hidden="true" size={20} strokeWidth={1.75} />
            )}
          </button>
        ) : null
      }
    />
  );
}
