import { withPageLanguage } from "~/server/accounts/request-language.server";
import CircleCheck from "lucide-react/icons/circle-check";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Language } from "~/domain/language";
import { languageParam } from "~/adapters/web/route-params.server";
import { codeField, invalidInput, parseFields, refused, textOf } from "~/adapters/web/account-action.server";
import { accountPageMeta } from "~/ui/account/account-meta";
import { AuthPage, CodeSentIntro, SubmitButton } from "~/ui/account/auth-page";
import { carriedAnalysisCopy, comesFromAnalysis, saveCarriedAnalysis } from "~/adapters/web/carried-analysis.server";
import { CodeField } from "~/ui/account/code-field";
import { errorMessage } from "~/ui/account/error-message";
import { FormAlert } from "~/ui/account/form-messages";
import type { FormState } from "~/adapters/web/form-state";
import { useFocusFirstError } from "~/ui/account/use-focus-first-error";
import { usePendingAnalysis } from "~/ui/account/use-pending-analysis";
import { submitWhenHydrated } from "~/ui/taps-before-hydration";
import { useSubmission } from "~/ui/account/use-submission";
import { VerifyingView } from "~/ui/account/verifying-view";
import { profilePath, signUpPath } from "~/domain/site-paths";
import { retryAfterHeaders } from "~/ui/account/retry-after-headers";
import { addressParam, loadAccountPage } from "~/adapters/web/account-page.server";
import type { Route } from "./+types/sign-up-confirm";

export const headers = retryAfterHeaders;

/** The address of the path; a path that does not hold one goes back to sign-up. */
const emailParam = (language: Language, value: string | undefined) => addressParam(value, signUpPath(language));

export async function loader(args: Route.LoaderArgs) {
  const page = await loadAccountPage(args, "confirm");
  return {
    ...page,
    email: emailParam(page.language, args.params.email),
    fromAnalysis: comesFromAnalysis(args.request),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => accountPageMeta(loaderData?.head);

type Intent = "verify" | "resend";
type ConfirmState = FormState & { intent: Intent; resent: boolean };

export async function action({ params, request, context }: Route.ActionArgs) {
  const language = languageParam(params.lang);
  const email = emailParam(language, params.email);
  const copy = carriedAnalysisCopy(request);
  const form = await request.formData();
  const intent: Intent = textOf(form, "intent") === "resend" ? "resend" : "verify";
  // Once a second code was sent, the page says so for the rest of its life, also without
  // JavaScript: the verification form sends the fact back.
  const resent = textOf(form, "resent") === "1";

  if (intent === "resend") {
    const result = await context.services.accounts.resendCode(email, withPageLanguage(request.headers, language));
    if (!result.ok) return refused(result, { intent, resent }, context.requestId);
    return data<ConfirmState>({ intent, resent: true }, { headers: result.headers });
  }

  const parsed = parseFields(form, { code: codeField });
  if (!parsed.ok) return invalidInput(parsed.fieldErrors, { intent, resent });
  const result = await context.services.accounts.verifyEmail(
    { email, code: parsed.value.code },
    withPageLanguage(request.headers, language),
  );
  if (!result.ok) return refused(result, { intent, resent }, context.requestId);
  if (copy && form.has("answers")) await saveCarriedAnalysis(copy, result.headers, context);
  return redirect(profilePath(language), { headers: result.headers });
}

export default function SignUpConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { language, email, fromAnalysis } = loaderData;
  const navigation = useNavigation();
  const submission = useSubmission();
  const verifying = submission?.get("intent") === "verify";
  const resending = submission?.get("intent") === "resend";
  const { present: pending, attach: attachAnalysis, clear: clearPendingAnalysis } = usePendingAnalysis(fromAnalysis);
  const resent = actionData?.resent === true;
  const verifyState = actionData?.intent === "verify" ? actionData : undefined;
  const resendError = actionData?.intent === "resend" ? actionData.formError : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const resentRef = useRef<HTMLParagraphElement>(null);
  useFocusFirstError(formRef, verifyState);

  // The resend button is gone once it worked: the focus goes to the text that replaced it.
  useEffect(() => {
    if (resent) resentRef.current?.focus();
  }, [resent]);

  // The action only leads on to the profile when the code was right (and the analysis it
  // carried was dealt with), so that is when the browser forgets the kept analysis.
  useEffect(() => {
    if (
      navigation.state === "loading" &&
      navigation.formData?.get("intent") === "verify" &&
      navigation.location.pathname === profilePath(language)
    ) {
      clearPendingAnalysis();
    }
  }, [navigation, language, clearPendingAnalysis]);

  const codeError = verifyState?.fieldErrors?.code;
  const verifyError = verifyState?.formError;

  return (
    <>
      {verifying ? <VerifyingView /> : null}
      <AuthPage
        title={t("confirm.title")}
        intro={
          <CodeSentIntro text={t("confirm.sent")} email={email} junk={t("confirm.junk")}>
            {pending ? <p>{t("confirm.analysis")}</p> : null}
          </CodeSentIntro>
        }
        footer={{
          question: t("confirm.wrongAddress"),
          link: t("confirm.startAgain"),
          to: signUpPath(language),
          fromAnalysis,
        }}
      >
        <Form
          method="post"
          encType="multipart/form-data"
          noValidate
          ref={formRef}
          onSubmit={attachAnalysis}
          {...submitWhenHydrated}
          className="space-y-5"
        >
          <input type="hidden" name="intent" value="verify" />
          {resent ? <input type="hidden" name="resent" value="1" /> : null}
          {verifyError ? (
            <FormAlert>{errorMessage(t, verifyError.code, verifyError.retryAfterSeconds)}</FormAlert>
          ) : null}
          <CodeField error={codeError ? errorMessage(t, codeError) : undefined} />
          <SubmitButton busy={verifying}>{t("confirm.submit")}</SubmitButton>
        </Form>
        <div className="mt-5 text-center text-sm">
          {resent ? (
            <p
              ref={resentRef}
              tabIndex={-1}
              role="status"
              className="inline-flex items-center gap-1.5 font-medium text-fresh focus:outline-none"
            >
              <CircleCheck aria-hidden="true" size={16} />
              {t("confirm.resent")}
            </p>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="resend" />
              <button
                type="submit"
                disabled={resending}
                className={`link-accent rounded bg-transparent disabled:cursor-wait disabled:opacity-60`}
              >
                {t("confirm.resend")}
              </button>
            </Form>
          )}
          {resendError ? (
            <p role="alert" className="mt-2 font-medium text-error">
              {errorMessage(t, resendError.code, resendError.retryAfterSeconds)}
            </p>
          ) : null}
        </div>
      </AuthPage>
    </>
  );
}
