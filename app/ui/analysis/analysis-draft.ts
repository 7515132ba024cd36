import { useSyncExternalStore } from "react";
import type { AnalysisQueryState } from "~/domain/analysis-query";
import type { AnalysisProgress } from "~/domain/analysis-screens";
import type { AnalysisAnswers } from "~/domain/questionnaire";
import { loadAnalysisSchemas } from "./load-analysis-schemas";
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

const emptyDraft: AnalysisDraft = { answers: {} };

const draft = sessionValue<AnalysisDraft>("kulit.analysis-draft.v1", () =>
  loadAnalysisSchemas().then((schemas) => schemas.draftSchema),
);

/** The draft; empty while what the tab keeps is still being checked (the page waits that out). */
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

/** Settles once what the tab keeps has been read and checked. */
export function analysisDraftChecked(): Promise<void> {
  return draft.checked();
}

export function clearAnalysisDraft(): void {
  draft.clear();
}

export function progressOf(current: AnalysisDraft): AnalysisProgress {
  return { answers: current.answers, selfieDecided: current.selfie !== undefined };
}

/** What a screen's URL carries of the draft (`analysisQuery`): the answers, and whether the selfie was skipped. */
export function queryStateOf(current: AnalysisDraft): AnalysisQueryState {
  return { answers: current.answers, selfieSkipped: current.selfie === null };
}

/**
 * The draft with the answers a page's URL carried over them: they were given on a screen the
 * server answered (before the page hydrated, or a reload), so they are the newer ones.
 */
export function withCarriedAnswers(current: AnalysisDraft, carried: AnalysisQueryState): AnalysisDraft {
  return {
    ...current,
    answers: { ...current.answers, ...carried.answers },
    ...(carried.selfieSkipped ? { selfie: null } : {}),
  };
}

/**
 * The draft: empty on the server and during hydration, undefined while what the tab keeps is
 * being checked. The page waits out both.
 */
export function useAnalysisDraft(): AnalysisDraft | undefined {
  return useSyncExternalStore(
    draft.subscribe,
    () => {
      const current = draft.read();
      return current === null ? emptyDraft : current;
    },
    () => emptyDraft,
  );
}
