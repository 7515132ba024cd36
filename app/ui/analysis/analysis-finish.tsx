import { useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import type { Language } from "~/domain/language";
import { type AnalysisAnswers, analysisLoadingMs } from "~/domain/questionnaire";
import { signUpPath } from "~/domain/site-paths";
import { type FinishError, FinishErrorPanel } from "./finish-error";
import { LoadingScreen } from "./loading-screen";
import { savePendingAnalysis } from "./pending-analysis";

export interface FinishedAnalysis {
  answers: AnalysisAnswers;
  selfie: Blob | null;
}

/** Where an anonymous visitor goes with a finished analysis (the sign-up page shows its analysis variant). */
export const signUpFromAnalysisPath = (language: Language) => `${signUpPath(language)}?from=analysis`;

/** The multipart form the page's action (and `readAnalysisForm`) reads. */
function analysisFormData(answers: AnalysisAnswers, selfie: Blob | null): FormData {
  const form = new FormData();
  form.set("answers", JSON.stringify(answers));
  if (selfie) form.set("selfie", selfie, "selfie.jpg");
  return form;
}

/**
 * After the last step (docs/rules.md): the loading screen for three seconds, then a signed-in
 * visitor's analysis goes to this page's action (which saves it and leads to the profile),
 * and an anonymous visitor's is kept in the browser session and they go on to sign up.
 */
export function AnalysisFinish(props: {
  language: Language;
  signedIn: boolean;
  analysis: FinishedAnalysis;
  onRestart(): void;
}) {
  const { language, signedIn } = props;
  const { answers, selfie } = props.analysis;
  const fetcher = useFetcher<FinishError>();
  const { submit } = fetcher;
  const navigate = useNavigate();
  const [waited, setWaited] = useState(false);
  const [storageFailed, setStorageFailed] = useState(false);
  const submitted = useRef(false);

  useEffect(() => {
    let cancelled = false;
    // Kept before the wait, so that even a reload during the loading screen loses nothing.
    const kept = signedIn ? null : savePendingAnalysis(answers, selfie);
    const timer = window.setTimeout(() => {
      setWaited(true);
      void kept?.then((result) => {
        if (cancelled) return;
        if (result === "unavailable") setStorageFailed(true);
        else void navigate(signUpFromAnalysisPath(language));
      });
    }, analysisLoadingMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [answers, selfie, signedIn, language, navigate]);

  useEffect(() => {
    if (!waited || !signedIn || submitted.current) return;
    // Once only: a second submission would save a second analysis.
    submitted.current = true;
    void submit(analysisFormData(answers, selfie), { method: "post", encType: "multipart/form-data" });
  }, [waited, signedIn, submit, answers, selfie]);

  const error: FinishError | undefined = storageFailed
    ? { error: "storage" }
    : fetcher.state === "idle"
      ? fetcher.data
      : undefined;

  if (error) {
    return (
      <FinishErrorPanel
        language={language}
        error={error}
        onRestart={props.onRestart}
        onContinueWithoutSelfie={() =>
          void submit(analysisFormData(answers, null), { method: "post", encType: "multipart/form-data" })
        }
        onRetry={() =>
          void submit(analysisFormData(answers, selfie), { method: "post", encType: "multipart/form-data" })
        }
      />
    );
  }
  return <LoadingScreen saving={waited} durationMs={analysisLoadingMs} />;
}
