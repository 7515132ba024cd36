import { type RefObject, useEffect } from "react";
import type { FormState } from "~/adapters/web/form-state";

/**
 * After a refused submission, moves the focus to the first field in error, so keyboard and
 * screen-reader users land on it and hear its message (a form-wide alert announces itself).
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, state: FormState | undefined): void {
  useEffect(() => {
    if (!state?.fieldErrors) return;
    form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [form, state]);
}
