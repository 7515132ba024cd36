import { useState } from "react";
import type { Language } from "~/domain/language";
import { type AnalysisAnswers, analysisAnswersSchema, questionnaireSteps } from "~/domain/questionnaire";
import { AnalysisFinish, type FinishedAnalysis } from "./analysis-finish";
import { LocationStep } from "./location-step";
import { OptionStep } from "./option-step";
import { useHasPendingAnalysis } from "./pending-analysis";
import { PendingNotice } from "./pending-notice";
import { ProgressBar } from "./progress-bar";
import { SelfieStep } from "./selfie-step";
import { useCountries } from "./use-countries";

interface Progress {
  /** The 0-based index of the step on screen. */
  index: number;
  answers: Partial<AnalysisAnswers>;
  finished: FinishedAnalysis | null;
}

const start: Progress = { index: 0, answers: {}, finished: null };

/**
 * The twelve steps, one per screen, then the finish (docs/screens.md). The steps live in this
 * component's state only: no history entry per step, so there is no way back into a half
 * answered questionnaire (docs/rules.md, "The skin analysis") and browser Back leaves the page.
 */
export function AnalysisQuestionnaire(props: { language: Language; signedIn: boolean }) {
  const [progress, setProgress] = useState<Progress>(start);
  // Started with the page so the list is usually there by the location step.
  const countries = useCountries();
  const hasPending = useHasPendingAnalysis();
  const step = questionnaireSteps[progress.index];
  // The first screen keeps the page's normal focus; every later one moves it to its question.
  const focusHeading = progress.index > 0;

  function answer(patch: Partial<AnalysisAnswers>) {
    setProgress((current) => ({ ...current, index: current.index + 1, answers: { ...current.answers, ...patch } }));
  }

  function finish(selfie: Blob | null) {
    setProgress((current) => {
      const answers = analysisAnswersSchema.safeParse(current.answers);
      // Every step before the selfie has been answered by now; if not, ask again from the start.
      return answers.success ? { ...current, finished: { answers: answers.data, selfie } } : start;
    });
  }

  if (progress.finished) {
    return (
      <AnalysisFinish
        language={props.language}
        signedIn={props.signedIn}
        analysis={progress.finished}
        onRestart={() => setProgress(start)}
      />
    );
  }
  if (!step) return null;

  return (
    <div>
      {!props.signedIn && hasPending && progress.index === 0 ? <PendingNotice language={props.language} /> : null}
      <ProgressBar current={progress.index + 1} total={questionnaireSteps.length} />
      <div key={step.id} className="mt-8">
        {step.kind === "options" ? (
          <OptionStep step={step} focusHeading={focusHeading} onAnswer={(value) => answer({ [step.id]: value })} />
        ) : step.kind === "location" ? (
          <LocationStep
            language={props.language}
            countries={countries}
            focusHeading={focusHeading}
            onAnswer={(location) => answer({ location })}
          />
        ) : (
          <SelfieStep focusHeading={focusHeading} onDone={finish} />
        )}
      </div>
    </div>
  );
}
