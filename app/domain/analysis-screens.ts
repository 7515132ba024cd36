import { type AnalysisAnswers, type StepId, questionnaireSteps } from "./questionnaire";

/**
 * The screens of the skin analysis in order (docs/rules.md, "The skin analysis"): the twelve
 * steps, the summary of the answers, and the result. Each has its own URL (`?step=`), so the
 * browser's Back and Forward move between them.
 */
export type AnalysisScreen = StepId | "summary" | "result";

const screens: readonly AnalysisScreen[] = [...questionnaireSteps.map((step) => step.id), "summary", "result"];

/** What the visitor has answered so far; `selfieDecided` once a photo was kept or the step skipped. */
export interface AnalysisProgress {
  answers: Partial<AnalysisAnswers>;
  selfieDecided: boolean;
}

export function parseAnalysisScreen(value: string | null): AnalysisScreen | null {
  return screens.find((screen) => screen === value) ?? null;
}

function answered(step: StepId, progress: AnalysisProgress): boolean {
  return step === "selfie" ? progress.selfieDecided : progress.answers[step] !== undefined;
}

/** The first step not answered yet, or the summary when every step is. */
export function firstOpenScreen(progress: AnalysisProgress): AnalysisScreen {
  return questionnaireSteps.find((step) => !answered(step.id, progress))?.id ?? "summary";
}

/**
 * Whether the screen can be shown: a step once every step before it is answered, the summary
 * once all are, the result once there is one. A URL that skips ahead leads to the first open step.
 */
export function canShowScreen(screen: AnalysisScreen, progress: AnalysisProgress, hasResult: boolean): boolean {
  if (screen === "result") return hasResult;
  const open = firstOpenScreen(progress);
  return screens.indexOf(screen) <= screens.indexOf(open);
}

/**
 * The screen shown for a requested one: it when it can be shown, else the result when none was
 * asked for and there is one, else the first open step. The server and the page both decide with it.
 */
export function screenToShow(
  requested: AnalysisScreen | null,
  progress: AnalysisProgress,
  hasResult: boolean,
): AnalysisScreen {
  if (requested && canShowScreen(requested, progress, hasResult)) return requested;
  return requested === null && hasResult ? "result" : firstOpenScreen(progress);
}

/** Every answer, once each step before the selfie is answered; null before. */
export function finishedAnswers(progress: AnalysisProgress): AnalysisAnswers | null {
  const { answers } = progress;
  const missing = questionnaireSteps.some((step) => step.kind !== "selfie" && answers[step.id] === undefined);
  // Checked above: no step's answer is missing.
  return missing ? null : (answers as AnalysisAnswers);
}

/** The screen the Back control leads to; none from the first step. */
export function previousScreen(screen: AnalysisScreen): AnalysisScreen | null {
  const index = screens.indexOf(screen);
  return index > 0 ? (screens[index - 1] ?? null) : null;
}

/** Where answering a step leads: the next step, the summary after the selfie, or back to the summary when changing an answer from there. */
export function screenAfter(step: StepId, fromSummary: boolean): AnalysisScreen {
  if (fromSummary) return "summary";
  return screens[screens.indexOf(step) + 1] ?? "summary";
}

/** The 1-based number of a step ("Step n of 12"); null for the summary and the result. */
export function stepNumberOf(screen: AnalysisScreen): number | null {
  const index = questionnaireSteps.findIndex((step) => step.id === screen);
  return index === -1 ? null : index + 1;
}
