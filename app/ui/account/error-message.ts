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
  const message = t(`account:errors.${code}`);
  if (retryAfterSeconds === undefined || retryAfterSeconds <= 0) return message;
  const wait =
    retryAfterSeconds >= 60
      ? t("account:errors.retryInMinutes", { count: Math.ceil(retryAfterSeconds / 60) })
      : t("account:errors.retryInSeconds", { count: Math.ceil(retryAfterSeconds) });
  return `${message} ${wait}`;
}
