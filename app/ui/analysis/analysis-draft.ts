import { useSyncExternalStore } from "react";
import * as z from "zod/mini";
import type { AnalysisProgress } from "~/domain/analysis-screens";
import { type AnalysisAnswers, analysisAnswersSchema } from "~/domain/questionnaire";
import { selfieDataUrlSchema } from "./selfie-data-url";
import { sessionValue } from "./session-value";

/**
 * The answers so far, kept for this tab so that Back, Forward, a reload and a return later in
 * the session find them (docs/rules.md, "The skin analysis").
 */
export interface AnalysisDraft {
  answers: Partial<AnalysisAnswers>;
  /** The kept photo as a data URL, null when the step was skipped, absent before it is decided. */
  selfie?: string | null;
}

const draftSchema = z.strictObject({
  answers: z.partial(analysisAnswersSchema),
  selfie: z.optional(z.nullable(selfieDataUrlSchema)),
});

const emptyDraft: AnalysisDraft = { answers: {} };

const draft = sessionValue<AnalysisDraft>("kulit.analysis-draft.v1", draftSchema);

export function readAnalysisDraft(): AnalysisDraft {
  return draft.read() ?? emptyDraft;
}

/**
 * Keeps the draft; when the photo does not fit in storage, the answers are kept without it (the
 * page still has the photo until it is left).
 */
export function writeAnalysisDraft(next: AnalysisDraft): void {
  if (draft.write(next)) return;
  if (typeof next.selfie === "string") {
    const { selfie: _photo, ...withoutPhoto } = next;
    draft.write(next, withoutPhoto);
  }
}

export function clearAnalysisDraft(): void {
  draft.clear();
}

export function progressOf(current: AnalysisDraft): AnalysisProgress {
  return { answers: current.answers, selfieDecided: current.selfie !== undefined };
}

/** The draft (empty on the server and during hydration, which the page waits out). */
export function useAnalysisDraft(): AnalysisDraft {
  return useSyncExternalStore(draft.subscribe, readAnalysisDraft, () => emptyDraft);
}
