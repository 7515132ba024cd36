import type { AnalysisScreen } from "./analysis-screens";
import { type AnalysisAnswers, questionnaireSteps, type StepId } from "./questionnaire";

/**
 * The answers so far as a screen's URL carries them (docs/decisions/0025-analysis-answers-in-the-url.md):
 * so the server can render any step and the summary, and a tap before the page's scripts have
 * run is a plain GET form that the server answers. The photo itself never travels in a URL: the
 * selfie step's part is only whether it was skipped.
 */
export interface AnalysisQueryState {
  answers: Partial<AnalysisAnswers>;
  selfieSkipped: boolean;
}

/** `?step=` names the screen; `review=1` marks a step opened from the summary, which leads back to it. */
export const screenParam = "step";
export const reviewParam = "review";
/** `selfie=skip`: the selfie step was skipped. */
export const selfieSkippedValue = "skip";

export type QueryEntry = readonly [name: string, value: string];

/** The answers' entries in the questionnaire's order: one per answered step, the step's id its name. */
function answerEntries(state: AnalysisQueryState): QueryEntry[] {
  return questionnaireSteps.flatMap((step): QueryEntry[] => {
    if (step.kind === "selfie") return state.selfieSkipped ? [[step.id, selfieSkippedValue]] : [];
    const answer = state.answers[step.id];
    return answer === undefined ? [] : [[step.id, String(answer)]];
  });
}

/** The fields of a screen's query with the answers so far, in one order: the screen, the answers, review. */
export function analysisQueryEntries(screen: AnalysisScreen, state: AnalysisQueryState, review = false): QueryEntry[] {
  return [[screenParam, screen], ...answerEntries(state), ...(review ? [[reviewParam, "1"] as const] : [])];
}

/** The query of a screen with the answers so far (`analysisQueryEntries`). */
export function analysisQuery(screen: AnalysisScreen, state: AnalysisQueryState, review = false): string {
  return new URLSearchParams(
    analysisQueryEntries(screen, state, review).map(([name, value]) => [name, value]),
  ).toString();
}

/**
 * The hidden fields of the form that answers `step` and leads to `target`: every other answer so
 * far, parted around where the step's own field (its buttons, or its select) goes, so that the
 * URL the browser builds from the form is `analysisQuery`'s.
 */
export function analysisFormFields(
  step: StepId,
  target: AnalysisScreen,
  state: AnalysisQueryState,
  review: boolean,
): { before: QueryEntry[]; after: QueryEntry[] } {
  const order = questionnaireSteps.findIndex((candidate) => candidate.id === step);
  const position = (name: string) => questionnaireSteps.findIndex((candidate) => candidate.id === name);
  const others = answerEntries(state).filter(([name]) => name !== step);
  return {
    before: [[screenParam, target], ...others.filter(([name]) => position(name) < order)],
    after: [...others.filter(([name]) => position(name) > order), ...(review ? [[reviewParam, "1"] as const] : [])],
  };
}
