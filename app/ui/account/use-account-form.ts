import { useRef } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { errorMessage } from "./error-message";
import type { FieldName, FormState } from "~/adapters/web/form-state";
import { useFocusFirstError } from "./use-focus-first-error";
import { useSubmission } from "./use-submission";

/**
 * What every account form needs from its action's answer: the submission in flight, the
 * form's ref (the focus moves to the first field in error), each field's message, and the
 * form-wide refusal as a sentence.
 */
export function useAccountForm(state: FormState | undefined) {
  const { t } = useTranslation("account");
  const { t: common } = useTranslation("common");
  const submission = useSubmission();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, state);
  const fieldError = (name: FieldName): string | undefined => {
    const code = state?.fieldErrors?.[name];
    return code ? errorMessage(t, code) : undefined;
  };
  const formError = state?.formError;
  const reference =
    formError?.reference === undefined ? "" : ` ${common("error.reference", { id: formError.reference })}`;
  const formErrorText = formError
    ? `${errorMessage(t, formError.code, formError.retryAfterSeconds)}${reference}`
    : undefined;
  return { submission, formRef, fieldError, formError, formErrorText };
}
