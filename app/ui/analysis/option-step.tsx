import Check from "lucide-react/icons/check";
import ChevronRight from "lucide-react/icons/chevron-right";
import { useTranslation } from "~/i18n/i18n-provider";
import { optionTextKey, type QuestionnaireStep } from "~/domain/questionnaire";
import { progressTextId } from "./progress-bar";
import { StepSection } from "./step-heading";
import { StepForm, type StepProps } from "./step-form";

export type OptionStepDefinition = Extract<QuestionnaireStep, { kind: "options" }>;

/**
 * A question with one full-width button per option (docs/screens.md). Choosing one records its
 * 1-based index and moves on; an option may carry a hint (the skin types say how the
 * skin feels, since few people know their type by name). Back on an answered step, the answer
 * given is marked (pressed) and any option can be chosen instead. Each option submits the step's
 * plain form (`name` the step, `value` the answer), so it works before the page has hydrated.
 */
export function OptionStep(
  props: {
    step: OptionStepDefinition;
    /** The 1-based option answered before, if any. */
    chosen: number | undefined;
    onAnswer(answer: number): void;
  } & StepProps,
) {
  const { t } = useTranslation("analysis");
  const { step } = props;
  const headingId = `analysis-step-${step.id}`;
  return (
    <StepSection
      id={headingId}
      eyebrow={t(`steps.${step.id}.title`)}
      title={t(`steps.${step.id}.question`)}
      hint={t(`analysis:steps.${step.id}.hint`, { defaultValue: "" }) || undefined}
      focusOnMount={props.focusHeading}
      describedBy={progressTextId}
    >
      <StepForm action={props.action} fields={props.fields}>
        <ul className="mt-7 grid gap-3">
          {step.options.map((option, index) => {
            const hint = t(`analysis:steps.${step.id}.optionHints.${option}`, { defaultValue: "" });
            const chosen = props.chosen === index + 1;
            return (
              <li key={option}>
                <button
                  type="submit"
                  name={step.id}
                  value={index + 1}
                  aria-pressed={props.chosen === undefined ? undefined : chosen}
                  onClick={(event) => {
                    event.preventDefault();
                    props.onAnswer(index + 1);
                  }}
                  className="choice gap-4 px-5 py-3"
                >
                  <span>
                    <span className="block text-base font-semibold">{t(optionTextKey(step, option))}</span>
                    {hint ? <span className="mt-0.5 block text-sm text-ink-soft">{hint}</span> : null}
                  </span>
                  {chosen ? (
                    <Check aria-hidden="true" size={20} className="shrink-0 text-accent" />
                  ) : (
                    <ChevronRight aria-hidden="true" size={20} className="shrink-0 text-ink-soft" />
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </StepForm>
    </StepSection>
  );
}
