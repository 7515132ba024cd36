import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { Language } from "~/domain/language";
import { type AnalysisAnswers, analysisLoadingMs } from "~/domain/questionnaire";
import { signUpPath } from "~/domain/site-paths";
import { clearAnalysisDraft, writeAnalysisDraft } from "./analysis-draft";
import { type PreviewOutcome, requestAnalysisPreview } from "./analysis-preview";
import type { AnalysisPreview } from "./analysis-schemas";
import { type FinishError, FinishErrorPanel } from "./finish-error";
import { LoadingScreen } from "./loading-screen";
import { clearPendingAnalysis } from "./pending-analysis";
import { dataUrlToFile } from "./selfie-data-url";

export interface FinishedAnalysis {
  answers: AnalysisAnswers;
  /** The selfie as a data URL, or null without one. */
  selfie: string | null;
  /** The token of a result shown before sign-up, so that saving keeps its scores. */
  resultToken: string | null;
}

/** Where an anonymous visitor goes with a finished analysis (the sign-up page shows its analysis variant). */
export const signUpFromAnalysisPath = (language: Language) => `${signUpPath(language)}?from=analysis`;

/** The multipart form the page's action (and `readAnalysisForm`) reads. */
function analysisFormData(analysis: FinishedAnalysis, withSelfie: boolean): FormData {
  const form = new FormData();
  form.set("answers", JSON.stringify(analysis.answers));
  if (analysis.resultToken) form.set("resultToken", analysis.resultToken);
  if (withSelfie && analysis.selfie) form.set("selfie", dataUrlToFile(analysis.selfie), "selfie.jpg");
  return form;
}

type Submit = ReturnType<typeof useFetcher<FinishError>>["submit"];

/** Sends the analysis to the page's action; the kept copy is forgotten as it goes (see SaveAnalysis). */
function sendAnalysis(submit: Submit, analysis: FinishedAnalysis, withSelfie: boolean): void {
  clearPendingAnalysis();
  void submit(analysisFormData(analysis, withSelfie), { method: "post", encType: "multipart/form-data" });
}

/** Waits the loading screen's time (docs/rules.md), or not at all. */
function useWaited(wait: boolean): boolean {
  const [waited, setWaited] = useState(!wait);
  useEffect(() => {
    if (!wait) return;
    const timer = window.setTimeout(() => setWaited(true), analysisLoadingMs);
    return () => window.clearTimeout(timer);
  }, [wait]);
  return waited;
}

/**
 * Saving a signed-in visitor's analysis (docs/rules.md): the loading screen for three seconds
 * (none when it carries an analysis finished before signing in), then this page's action, which
 * saves it and leads to the profile. The kept answers are forgotten as it is sent and kept
 * again if saving fails, so that the page's Try again, or a reload, still has them.
 */
export function SaveAnalysis(props: { analysis: FinishedAnalysis; wait: boolean; onRestart(): void }) {
  const { analysis } = props;
  const fetcher = useFetcher<FinishError>();
  const { submit } = fetcher;
  const waited = useWaited(props.wait);
  const submitted = useRef(false);

  useEffect(() => {
    if (!waited || submitted.current) return;
    // Once only: a second submission would save a second analysis.
    submitted.current = true;
    sendAnalysis(submit, analysis, true);
  }, [waited, submit, analysis]);

  const error = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (error) writeAnalysisDraft({ answers: analysis.answers, selfie: analysis.selfie });
  }, [error, analysis]);

  if (error) {
    return (
      <FinishErrorPanel
        error={error}
        onRestart={props.onRestart}
        onContinueWithoutSelfie={() => sendAnalysis(submit, analysis, false)}
        onRetry={() => sendAnalysis(submit, analysis, true)}
      />
    );
  }
  return <LoadingScreen saving={waited} durationMs={analysisLoadingMs} />;
}

/**
 * An anonymous visitor's result (docs/rules.md): the loading screen for three seconds while the
 * server computes it, then `onResult`. A failure offers to ask again with the same answers.
 */
export function PreviewAnalysis(props: {
  language: Language;
  answers: AnalysisAnswers;
  onResult(preview: AnalysisPreview): void;
  onRestart(): void;
}) {
  const { language, answers, onResult } = props;
  const waited = useWaited(true);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<PreviewOutcome | null>(null);
  const delivered = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    void requestAnalysisPreview(language, answers, controller.signal).then((result) => {
      // Aborted because the screen was left: nobody is waiting for the answer.
      if (!controller.signal.aborted) setOutcome(result);
    });
    return () => controller.abort();
  }, [language, answers, attempt]);

  useEffect(() => {
    if (!waited || !outcome?.ok || delivered.current) return;
    delivered.current = true;
    onResult(outcome.preview);
  }, [waited, outcome, onResult]);

  if (waited && outcome && !outcome.ok) {
    return (
      <FinishErrorPanel
        error={outcome.problem}
        onRestart={() => {
          clearAnalysisDraft();
          props.onRestart();
        }}
        onRetry={() => {
          setOutcome(null);
          setAttempt((count) => count + 1);
        }}
      />
    );
  }
  return <LoadingScreen saving={false} durationMs={analysisLoadingMs} />;
}
