import type { AppLoadContext } from "react-router";
import type { Language } from "~/domain/language";
import { withPageLanguage } from "~/server/accounts/request-language.server";
import {
  type currentPasswordField,
  emailField,
  invalidInput,
  type newPasswordField,
  parseFields,
  refused,
  textOf,
} from "./account-action.server";
import { languageParam } from "./route-params.server";
import { isSocialSignInForm } from "./social-sign-in-form";
import { startSocialSignIn } from "./social-sign-in.server";

interface ActionArgs {
  params: { lang?: string };
  request: Request;
  context: AppLoadContext;
}

/** What the account service took: the page's language, the address, the form, the headers that sign in. */
export interface AcceptedCredentials {
  language: Language;
  email: string;
  form: FormData;
  headers: Headers;
}

/**
 * The action of the two forms that take an address and a password (sign-in, sign-up;
 * docs/screens.md, "Accounts"): a provider's button starts that social sign-in; otherwise the fields are
 * parsed (each problem shown at its field) and sent to the account service in the page's
 * language, whose refusal is the form's answer. What follows an accepted form is the page's own.
 */
export async function credentialsAction<A>(
  { params, request, context }: ActionArgs,
  how: { password: typeof currentPasswordField | typeof newPasswordField; service: "signIn" | "signUp" },
  accepted: (credentials: AcceptedCredentials) => Promise<A>,
) {
  const language = languageParam(params.lang);
  const form = await request.formData();
  if (isSocialSignInForm(form)) return startSocialSignIn(form, { language, request, context });
  const parsed = parseFields(form, { email: emailField, password: how.password });
  if (!parsed.ok) return invalidInput(parsed.fieldErrors, { email: textOf(form, "email") });
  const { email, password } = parsed.value;
  const result = await context.services.accounts[how.service](
    { email, password },
    withPageLanguage(request.headers, language),
  );
  if (!result.ok) return refused(result, { email }, context.requestId);
  return accepted({ language, email, form, headers: result.headers });
}
