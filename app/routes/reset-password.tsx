import { withPageLanguage } from "~/server/accounts/request-language.server";
import { useTranslation } from "~/i18n/i18n-provider";
import { Form, redirect } from "react-router";
import type { Language } from "~/domain/language";
import { languageParam } from "~/adapters/web/route-params.server";
import { codeField, invalidInput, newPasswordField, parseFields, refused } from "~/adapters/web/account-action.server";
import { accountPageMeta } from "~/ui/account/account-meta";
import { AuthPage, CodeSentIntro, SubmitButton } from "~/ui/account/auth-page";
import { CodeField } from "~/ui/account/code-field";
import { FormAlert } from "~/ui/account/form-messages";
import { NewPasswordField } from "~/ui/account/password-field";
import { forgotPasswordPath, signInPath } from "~/domain/site-paths";
import { useAccountForm } from "~/ui/account/use-account-form";
import { retryAfterHeaders } from "~/ui/account/retry-after-headers";
import { addressParam, loadAccountPage } from "~/adapters/web/account-page.server";
import type { Route } from "./+types/reset-password";

export const headers = retryAfterHeaders;

/** The address of the path; a path that does not hold one goes back to the first step. */
const emailParam = (language: Language, value: string | undefined) => addressParam(value, forgotPasswordPath(language));

export async function loader(args: Route.LoaderArgs) {
  const page = await loadAccountPage(args, "resetPassword");
  return { ...page, email: emailParam(page.language, args.params.email) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => accountPageMeta(loaderData?.head);

export async function action({ params, request, context }: Route.ActionArgs) {
  const language = languageParam(params.lang);
  const email = emailParam(language, params.email);
  const form = await request.formData();
  const parsed = parseFields(form, { code: codeField, password: newPasswordField });
  if (!parsed.ok) return invalidInput(parsed.fieldErrors, {});
  const { code, password } = parsed.value;
  const result = await context.services.accounts.resetPassword(
    { email, code, password },
    withPageLanguage(request.headers, language),
  );
  if (!result.ok) return refused(result, {}, context.requestId);
  return redirect(`${signInPath(language)}?reset=1`, { headers: result.headers });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { language, email } = loaderData;
  const { submission, formRef, fieldError, formErrorText } = useAccountForm(actionData);

  return (
    <AuthPage
      title={t("resetPassword.title")}
      intro={<CodeSentIntro text={t("resetPassword.intro")} email={email} junk={t("resetPassword.junk")} />}
      footer={{
        question: t("resetPassword.newCode"),
        link: t("resetPassword.requestAgain"),
        to: forgotPasswordPath(language),
      }}
    >
      <Form method="post" noValidate ref={formRef} className="space-y-5">
        {formErrorText ? <FormAlert>{formErrorText}</FormAlert> : null}
        <CodeField error={fieldError("code")} />
        <NewPasswordField label={t("fields.newPassword")} error={fieldError("password")} />
        <SubmitButton busy={submission !== null}>{t("resetPassword.submit")}</SubmitButton>
      </Form>
    </AuthPage>
  );
}
