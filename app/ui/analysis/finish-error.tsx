import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { useTranslation } from "~/i18n/i18n-provider";
import { buttonVariants } from "~/ui/kit/button-variants";
import { StepHeading } from "./step-heading";

export type SelfieProblemCode = "not-an-image" | "too-large" | "unreadable";

/**
 * Why a finished analysis could not be saved (what the page's action answered) or, for a visitor
 * without an account, why no result came back.
 */
export type FinishError =
  | { error: "invalid-answers" | "malformed" | "length-required" | "too-large" | "rate-limited" | "unavailable" }
  | { error: "selfie-rejected"; problem: SelfieProblemCode }
  | { error: "unexpected"; reference: string };

/** The message's key, typed as the keys it can be (not every analysis key), so the text checks see exactly those. */
function messageKey(error: FinishError) {
  if (error.error === "selfie-rejected") return `errors.selfie.${error.problem}` as const;
  if (error.error === "length-required") return "errors.malformed";
  // A fault of ours reads as the outage does (something went wrong on our side, the answers are
  // kept, try again), with the request's reference under it.
  if (error.error === "unexpected") return "errors.unavailable";
  return `errors.${error.error}` as const;
}

/** Failures on our side, or a limit: the same answers may be sent again. */
function canRetry(error: FinishError): boolean {
  return error.error === "unavailable" || error.error === "unexpected" || error.error === "rate-limited";
}

/** The selfie was the problem: the answers can still be saved without it. */
function selfieWasTheProblem(error: FinishError): boolean {
  return error.error === "selfie-rejected" || error.error === "too-large";
}

export function FinishErrorPanel(props: {
  error: FinishError;
  onRestart(): void;
  /** Only where the selfie can be the problem (saving, not the result before sign-up). */
  onContinueWithoutSelfie?: () => void;
  /** Sends the same answers (and selfie) again, after a failure on our side. */
  onRetry(): void;
}) {
  const { t } = useTranslation("analysis");
  const { t: common } = useTranslation("common");
  const { error } = props;
  return (
    <section aria-labelledby="analysis-error" className="panel p-6 sm:p-8">
      <TriangleAlert aria-hidden="true" size={32} className="text-accent" />
      <div className="mt-3">
        <StepHeading id="analysis-error" title={t("errors.title")} focusOnMount />
      </div>
      <p className="mt-3 text-base leading-relaxed">{t(messageKey(error))}</p>
      {error.error === "unexpected" ? (
        <p className="mt-2 text-sm text-ink-soft">{common("error.reference", { id: error.reference })}</p>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {selfieWasTheProblem(error) && props.onContinueWithoutSelfie ? (
          <button
            type="button"
            onClick={props.onContinueWithoutSelfie}
            className={buttonVariants({ size: "lg", raised: true })}
          >
            {t("errors.continueWithoutSelfie")}
          </button>
        ) : null}
        {canRetry(error) ? (
          <button type="button" onClick={props.onRetry} className={buttonVariants({ size: "lg", raised: true })}>
            {t("errors.retry")}
          </button>
        ) : null}
        <button type="button" onClick={props.onRestart} className={buttonVariants({ tone: "secondary" })}>
          {t("errors.restart")}
        </button>
      </div>
    </section>
  );
}
