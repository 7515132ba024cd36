import type { QualifiedTranslate } from "~/i18n/translate";
import type { AccountError } from "~/domain/account-errors";
import type { FieldErrorCode } from "~/adapters/web/form-state";

/**
 * The translated message of a refusal (`account:errors.{code}`), followed by how long to wait
 * when the service said: never a raw code.
 */
export function errorMessage(
  t: QualifiedTranslate,
  code: AccountError | FieldErrorCode,
  retryAfterSeconds?: number,
): string {
  // A fault of ours reads like the outage (nothing the visitor did; try again), with the request's
  // reference added by the form (`useAccountForm`).
  const message = t(`account:errors.${code === "unexpected" ? "unavailable" : code}`);
  if (retryAfterSeconds === undefined || retryAfterSeconds <= 0) return message;
  const wait =
    retryAfterSeconds >= 60
      ? t("account:errors.retryInMinutes", { count: Math.ceil(retryAfterSeconds / 60) })
      : t("account:errors.retryInSeconds", { count: Math.ceil(retryAfterSeconds) });
  return `${message} ${wait}`;
}
