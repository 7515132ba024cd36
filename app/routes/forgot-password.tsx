import { withPageLanguage } from "~/server/accounts/request-language.server";
import { useTranslation } from "~/i18n/i18n-provider";
import { Form, redirect } from "react-router";
import { languageParam } from "~/adapters/web/route-params.server";
import { emailField, invalidInput, parseFields, refused, textOf } from "~/adapters/web/account-action.server";
import { accountPageMeta } from "~/ui/account/account-meta";
import { AuthPage, SubmitButton } from "~/ui/account/auth-page";
import { FormAlert } from "~/ui/account/form-messages";
import { resetPasswordPath, signInPath } from "~/domain/site-paths";
import { EmailField } from "~/ui/account/email-field";
import { useAccountForm } from "~/ui/account/use-account-form";
import { retryAfterHeaders } from "~/ui/account/retry-after-headers";
import { loadAccountPage } from "~/adapters/web/account-page.server";
import type { Route } from "./+types/forgot-password";

export const headers = retryAfterHeaders;

export const loader = (args: Route.LoaderArgs) => loadAccountPage(args, "forgotPassword");

export const meta = ({ loaderData }: Route.MetaArgs) => accountPageMeta(loaderData?.head);

export async function action({ params, request, context }: Route.ActionArgs) {
  const language = languageParam(params.lang);
  const form = await request.formData();
  const parsed = parseFields(form, { email: emailField });
  if (!parsed.ok) return invalidInput(parsed.fieldErrors, { email: textOf(form, "email") });
  const { email } = parsed.value;
  // Whether or not the address has an account, the service answers the same and the visitor
  // goes on to the code page: nobody learns here who has an account.
  const result = await context.services.accounts.requestPasswordReset(
    email,
    withPageLanguage(request.headers, language),
  );
  if (!result.ok) return refused(result, { email }, context.requestId);
  return redirect(resetPasswordPath(language, email), { headers: result.headers });
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { language } = loaderData;
  const { submission, formRef, fieldError, formErrorText } = useAccountForm(actionData);

  return (
    <AuthPage
      title={t("forgotPassword.title")}
      intro={<p>{t("forgotPassword.intro")}</p>}
      footer={{ link: t("forgotPassword.back"), to: signInPath(language) }}
    >
      <Form method="post" noValidate ref={formRef} className="space-y-5">
        {formErrorText ? <FormAlert>{formErrorText}</FormAlert> : null}
        <EmailField autoComplete="email" defaultValue={actionData?.email} error={fieldError("email")} />
        <SubmitButton busy={submission !== null}>{t("forgotPassword.submit")}</SubmitButton>
      </Form>
    </AuthPage>
  );
}
