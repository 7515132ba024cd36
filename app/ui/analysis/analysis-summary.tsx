import ArrowRight from "lucide-react/icons/arrow-right";
import Pencil from "lucide-react/icons/pencil";
import { useTranslation } from "~/i18n/i18n-provider";
import { Link } from "react-router";
import type { QueryEntry } from "~/domain/analysis-query";
import type { AnalysisScreen } from "~/domain/analysis-screens";
import {
  type AnalysisAnswers,
  optionTextKey,
  type QuestionnaireStep,
  questionnaireSteps,
} from "~/domain/questionnaire";
import { submitWhenHydrated } from "~/ui/taps-before-hydration";
import { buttonVariants } from "~/ui/kit/button-variants";
import { StepSection } from "./step-heading";

/** The text of one answer as the visitor chose it. */
function useAnswerText() {
  const { t } = useTranslation("analysis");
  return (step: QuestionnaireStep, answers: AnalysisAnswers, selfie: string | null): string => {
    if (step.kind === "location") return answers.location;
    if (step.kind === "selfie") return t(selfie ? "summary.selfieTaken" : "summary.selfieSkipped");
    const option = step.options[answers[step.id] - 1];
    return option ? t(optionTextKey(step, option)) : "";
  };
}

/**
 * Before the last submit (docs/screens.md): every answer with a link to change it, which comes
 * back here once answered, and the button that sends the analysis. The button stays in view
 * at the bottom of the screen while the list scrolls. The Change links carry the answers, and the
 * button's form is held until the page has hydrated and then sent by its script, which adds the
 * selfie and shows the wait (docs/decisions/0025-analysis-answers-in-the-url.md). Should the
 * scripts never arrive, the form is sent as it is (`plainForm`): signed in, it posts the answers
 * to the page's action, which saves them; anonymous, it asks for the summary again, answers and
 * all, since only the page's script can show the result.
 */
export function AnalysisSummary(props: {
  answers: AnalysisAnswers;
  selfie: string | null;
  signedIn: boolean;
  focusHeading: boolean;
  /** Where the form goes without scripts, and what it carries. */
  action: string;
  plainForm: { method: "get" | "post"; fields: readonly QueryEntry[] };
  changeUrl(screen: AnalysisScreen): string;
  onSubmit(): void;
}) {
  const { t } = useTranslation("analysis");
  const answerText = useAnswerText();
  const headingId = "analysis-summary";
  return (
    <StepSection
      id={headingId}
      eyebrow={t("summary.eyebrow")}
      title={t("summary.title")}
      hint={t("summary.hint")}
      focusOnMount={props.focusHeading}
    >
      <ul className="mt-6 divide-y divide-line panel">
        {questionnaireSteps.map((step) => {
          const label = t(`summary.labels.${step.id}`);
          const value = answerText(step, props.answers, props.selfie);
          return (
            <li key={step.id}>
              <Link
                to={props.changeUrl(step.id)}
                aria-label={t("summary.change", { question: label, answer: value })}
                className="flex min-h-12 items-center gap-3 px-5 py-2.5 hover:bg-white"
              >
                <span className="min-w-0 flex-1">
                  <span className="block text-sm text-ink-soft">{label}</span>
                  <span className="block font-semibold">{value}</span>
                </span>
                {step.kind === "selfie" && props.selfie ? (
                  <img src={props.selfie} alt="" className="h-10 w-10 shrink-0 rounded-lg object-cover" />
                ) : null}
                <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-accent">
                  <Pencil aria-hidden="true" size={14} />
                  {t("summary.changeShort")}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <form
        method={props.plainForm.method}
        action={props.action}
        {...submitWhenHydrated}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
        className="sticky bottom-0 -mx-4 mt-6 border-t border-line bg-cream/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6"
      >
        {props.plainForm.fields.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={buttonVariants({ size: "lg", raised: true, wide: "phone" })}>
          {t(props.signedIn ? "summary.save" : "summary.seeResult")}
          <ArrowRight aria-hidden="true" size={20} />
        </button>
      </form>
    </StepSection>
  );
}
