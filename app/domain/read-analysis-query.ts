import { analysisAnswersSchema } from "./analysis-answers";
import { type AnalysisQueryState, reviewParam, screenParam, selfieSkippedValue } from "./analysis-query";
import { type AnalysisScreen, parseAnalysisScreen } from "./analysis-screens";
import { type AnalysisAnswers, questionnaireSteps } from "./questionnaire";

/** What a request's query says about the analysis (docs/decisions/0025-analysis-answers-in-the-url.md). */
export interface AnalysisQuery extends AnalysisQueryState {
  /** The screen asked for, if the query names one that exists. */
  screen: AnalysisScreen | null;
  review: boolean;
  /** The fields whose values could not be read (an option that does not exist, a repeated field…): left out. */
  rejected: string[];
  /** Whether the query holds any of the analysis's fields: the URL is then one visitor's state. */
  carriesState: boolean;
}

/** A whole positive number as text, nothing else ("2", not "2.0", " 2" or "0x2"). */
const wholeNumber = /^[1-9][0-9]{0,2}$/;

/**
 * Reads the analysis's fields of a query, each checked with the answers' own schema
 * (`analysisAnswersSchema`): a value that does not pass is left out and named in `rejected`, so
 * the page opens at the first step still open and says why; nothing else is kept from it.
 * Fields that are not the analysis's (a campaign tag) are ignored.
 */
export function readAnalysisQuery(query: URLSearchParams): AnalysisQuery {
  const rejected: string[] = [];
  let carriesState = false;
  /** The field's one value; null when absent, or repeated (then rejected). */
  const single = (name: string): string | null => {
    const values = query.getAll(name);
    if (values.length > 0) carriesState = true;
    if (values.length > 1) rejected.push(name);
    return values.length === 1 ? (values[0] ?? null) : null;
  };

  const screenValue = single(screenParam);
  const screen = parseAnalysisScreen(screenValue);
  if (screenValue !== null && screen === null) rejected.push(screenParam);

  const answers: Partial<Record<keyof AnalysisAnswers, unknown>> = {};
  let selfieSkipped = false;
  for (const step of questionnaireSteps) {
    const value = single(step.id);
    if (value === null) continue;
    if (step.kind === "selfie") {
      if (value === selfieSkippedValue) selfieSkipped = true;
      else rejected.push(step.id);
      continue;
    }
    const candidate = step.kind === "options" ? (wholeNumber.test(value) ? Number(value) : null) : value;
    const parsed = analysisAnswersSchema.shape[step.id].safeParse(candidate);
    if (parsed.success) answers[step.id] = parsed.data;
    else rejected.push(step.id);
  }

  const reviewValue = single(reviewParam);
  if (reviewValue !== null && reviewValue !== "1") rejected.push(reviewParam);

  return {
    screen,
    review: reviewValue === "1",
    // Each value passed its step's schema above.
    answers: answers as Partial<AnalysisAnswers>,
    selfieSkipped,
    rejected,
    carriesState,
  };
}
