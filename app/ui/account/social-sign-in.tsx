import LoaderCircle from "lucide-react/icons/loader-circle";
import { useTranslation } from "~/i18n/i18n-provider";
import { Form } from "react-router";
import {
  isSocialSignInForm,
  type SocialSignInPageData,
  socialSignInFields,
  socialSignInIntent,
} from "~/adapters/web/social-sign-in-form";
import type { SocialProviderOption } from "~/domain/social-sign-in";
import { FormAlert } from "./form-messages";
import { useSubmission } from "./use-submission";
import { buttonVariants } from "~/ui/kit/button-variants";

/**
 * "Continue with …" for each configured provider, above the email form and an "or" between them;
 * nothing at all when no provider is configured. Each button is a form of its own posting to the
 * page's action, so it works without JavaScript: the action answers with a redirect to the provider.
 */
export function SocialSignIn(props: { providers: readonly SocialProviderOption[] }) {
  const { t } = useTranslation("account");
  const submission = useSubmission();
  if (props.providers.length === 0) return null;
  const pending =
    submission !== null && isSocialSignInForm(submission) ? submission.get(socialSignInFields.provider) : null;
  return (
    <div className="mb-6">
      <div className="space-y-3">
        {props.providers.map((provider) => (
          <Form key={provider.id} method="post">
            <input type="hidden" name={socialSignInFields.intent} value={socialSignInIntent} />
            <input type="hidden" name={socialSignInFields.provider} value={provider.id} />
            <button
              type="submit"
              disabled={pending !== null}
              aria-busy={pending === provider.id || undefined}
              className={buttonVariants({ tone: "outline", raised: true, wide: true })}
            >
              {pending === provider.id ? <LoaderCircle aria-hidden="true" size={18} className="animate-spin" /> : null}
              {t("social.continueWith", { provider: provider.name })}
            </button>
          </Form>
        ))}
      </div>
      <p className="mt-6 flex items-center gap-3 text-sm text-ink-soft">
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
        {t("social.or")}
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
      </p>
    </div>
  );
}

/** Why the last sign-in with a provider did not sign the visitor in, and what to do instead. */
export function SocialSignInProblem(props: { problem: NonNullable<SocialSignInPageData["problem"]> }) {
  const { t } = useTranslation("account");
  const { code, providerName } = props.problem;
  return (
    <FormAlert className="mb-5">
      {t(`social.problems.${code}`, { provider: providerName ?? t("social.yourProvider") })}
    </FormAlert>
  );
}
