import { useEffect } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { Form, Link, redirect, useNavigation } from "react-router";
import { currentPasswordField } from "~/adapters/web/account-action.server";
import { credentialsAction } from "~/adapters/web/credentials-action.server";
import { accountPageMeta } from "~/ui/account/account-meta";
import { AuthPage, SubmitButton } from "~/ui/account/auth-page";
import { carriedAnalysisCopy, comesFromAnalysis, saveCarriedAnalysis } from "~/adapters/web/carried-analysis.server";
import { FormAlert, FormNotice } from "~/ui/account/form-messages";
import { PasswordField } from "~/ui/account/password-field";
import { forgotPasswordPath, profilePath, signUpConfirmPath, signUpPath } from "~/domain/site-paths";
import { EmailField } from "~/ui/account/email-field";
import { useAccountForm } from "~/ui/account/use-account-form";
import { usePendingAnalysis } from "~/ui/account/use-pending-analysis";
import { submitWhenHydrated } from "~/ui/taps-before-hydration";
import { retryAfterHeaders } from "~/ui/account/retry-after-headers";
import { loadAccountPage } from "~/adapters/web/account-page.server";
import { socialSignInPage } from "~/adapters/web/social-sign-in.server";
import { isSocialSignInForm } from "~/adapters/web/social-sign-in-form";
import { SocialSignIn, SocialSignInProblem } from "~/ui/account/social-sign-in";
import type { Route } from "./+types/sign-in";

export const headers = retryAfterHeaders;

export async function loader(args: Route.LoaderArgs) {
  return {
    ...(await loadAccountPage(args, "signIn")),
    // `?reset=1`: the reset-password page sent the visitor here after changing the password.
    passwordChanged: new URL(args.request.url).searchParams.get("reset") === "1",
    fromAnalysis: comesFromAnalysis(args.request),
    social: socialSignInPage(args.request, args.context),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => accountPageMeta(loaderData?.head);

export async function action(args: Route.ActionArgs) {
  // Read before the form is: the copy keeps the body, with the analysis it may carry.
  const copy = carriedAnalysisCopy(args.request);
  return credentialsAction(
    args,
    { password: currentPasswordField, service: "signIn" },
    async ({ language, form, headers }) => {
      if (copy && form.has("answers")) await saveCarriedAnalysis(copy, headers, args.context);
      return redirect(profilePath(language), { headers });
    },
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { language, fromAnalysis } = loaderData;
  const { submission, formRef, fieldError, formError, formErrorText } = useAccountForm(actionData);
  const navigation = useNavigation();
  const { present: pending, attach: attachAnalysis, clear: clearPendingAnalysis } = usePendingAnalysis(fromAnalysis);

  // Only a successful sign-in leads on to the profile (with the kept analysis saved), so that
  // is when the browser forgets it.
  useEffect(() => {
    if (
      navigation.state === "loading" &&
      navigation.formData &&
      navigation.location.pathname === profilePath(language)
    ) {
      clearPendingAnalysis();
    }
  }, [navigation, language, clearPendingAnalysis]);

  return (
    <AuthPage
      title={t("signIn.title")}
      intro={
        <>
          <p>{t("signIn.intro")}</p>
          {pending ? <p>{t("signIn.analysis")}</p> : null}
        </>
      }
      footer={{ question: t("signIn.noAccount"), link: t("signIn.signUp"), to: signUpPath(language), fromAnalysis }}
    >
      {loaderData.social.problem && !actionData ? <SocialSignInProblem problem={loaderData.social.problem} /> : null}
      <SocialSignIn providers={loaderData.social.providers} />
      <Form
        method="post"
        noValidate
        ref={formRef}
        onSubmit={attachAnalysis}
        {...submitWhenHydrated}
        className="space-y-5"
      >
        {loaderData.passwordChanged && !actionData ? <FormNotice>{t("signIn.passwordChanged")}</FormNotice> : null}
        {formError ? (
          <FormAlert>
            <p>{formErrorText}</p>
            {formError.code === "invalid-credentials" && actionData?.email ? (
              <p className="mt-1.5">
                {t("signIn.justSignedUp")}{" "}
                <Link
                  to={signUpConfirmPath(language, actionData.email)}
                  className="font-semibold underline underline-offset-2"
                >
                  {t("signIn.verifyNow")}
                </Link>
              </p>
            ) : null}
          </FormAlert>
        ) : null}
        <EmailField autoComplete="username" defaultValue={actionData?.email} error={fieldError("email")} />
        <div>
          <PasswordField
            name="password"
            label={t("fields.password")}
            autoComplete="current-password"
            required
            error={fieldError("password")}
          />
          <p className="mt-2 text-right text-sm">
            <Link to={forgotPasswordPath(language)} className="link-accent">
              {t("signIn.forgot")}
            </Link>
          </p>
        </div>
        <SubmitButton busy={submission !== null && !isSocialSignInForm(submission)}>{t("signIn.submit")}</SubmitButton>
      </Form>
    </AuthPage>
  );
}
