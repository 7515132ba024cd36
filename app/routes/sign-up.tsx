import { TaggedText, useTranslation } from "~/i18n/i18n-provider";
import { Form, Link, redirect } from "react-router";
import { newPasswordField } from "~/adapters/web/account-action.server";
import { credentialsAction } from "~/adapters/web/credentials-action.server";
import { accountPageMeta } from "~/ui/account/account-meta";
import { AuthPage, SubmitButton } from "~/ui/account/auth-page";
import { FormAlert } from "~/ui/account/form-messages";
import { NewPasswordField } from "~/ui/account/password-field";
import { usePendingAnalysis } from "~/ui/account/use-pending-analysis";
import { privacyPath, signInPath, signUpConfirmPath, termsPath } from "~/domain/site-paths";
import { EmailField } from "~/ui/account/email-field";
import { useAccountForm } from "~/ui/account/use-account-form";
import { retryAfterHeaders } from "~/ui/account/retry-after-headers";
import { loadAccountPage } from "~/adapters/web/account-page.server";
import { comesFromAnalysis } from "~/adapters/web/carried-analysis.server";
import { socialSignInPage } from "~/adapters/web/social-sign-in.server";
import { isSocialSignInForm } from "~/adapters/web/social-sign-in-form";
import { SocialSignIn } from "~/ui/account/social-sign-in";
import type { Route } from "./+types/sign-up";

export const headers = retryAfterHeaders;

export async function loader(args: Route.LoaderArgs) {
  return {
    ...(await loadAccountPage(args, "signUp")),
    fromAnalysis: comesFromAnalysis(args.request),
    socialProviders: socialSignInPage(args.request, args.context).providers,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => accountPageMeta(loaderData?.head);

export async function action(args: Route.ActionArgs) {
  // An address that already has an account also answers ok (the service mails its owner a
  // notice instead of a code), so this page never tells who has an account.
  return credentialsAction(
    args,
    { password: newPasswordField, service: "signUp" },
    async ({ language, email, headers }) => {
      const query = comesFromAnalysis(args.request) ? "?from=analysis" : "";
      return redirect(`${signUpConfirmPath(language, email)}${query}`, { headers });
    },
  );
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { language, fromAnalysis } = loaderData;
  const pending = usePendingAnalysis(fromAnalysis).present;
  const analysis = fromAnalysis && pending;
  const { submission, formRef, fieldError, formErrorText } = useAccountForm(actionData);

  return (
    <AuthPage
      title={analysis ? t("signUp.analysisTitle") : t("signUp.title")}
      intro={<p>{analysis ? t("signUp.analysisIntro") : t("signUp.intro")}</p>}
      footer={{ question: t("signUp.haveAccount"), link: t("signUp.signIn"), to: signInPath(language), fromAnalysis }}
    >
      <SocialSignIn providers={loaderData.socialProviders} />
      <Form method="post" noValidate ref={formRef} className="space-y-5">
        {formErrorText ? <FormAlert>{formErrorText}</FormAlert> : null}
        <EmailField autoComplete="email" defaultValue={actionData?.email} error={fieldError("email")} />
        <NewPasswordField label={t("fields.password")} error={fieldError("password")} />
        <p className="text-sm text-ink-soft">
          <TaggedText
            text={t("signUp.agree")}
            elements={{
              terms: <Link to={termsPath(language)} className="link-accent" />,
              privacy: <Link to={privacyPath(language)} className="link-accent" />,
            }}
          />
        </p>
        <SubmitButton busy={submission !== null && !isSocialSignInForm(submission)}>{t("signUp.submit")}</SubmitButton>
      </Form>
    </AuthPage>
  );
}
