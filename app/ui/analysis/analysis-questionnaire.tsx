import LoaderCircle from "lucide-react/icons/loader-circle";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { useLocation, useNavigate, useNavigation, useSearchParams } from "react-router";
import {
  type AnalysisScreen,
  canShowScreen,
  firstOpenScreen,
  parseAnalysisScreen,
  previousScreen,
  screenAfter,
  stepNumberOf,
} from "~/domain/analysis-screens";
import type { Language } from "~/domain/language";
import { type AnalysisAnswers, questionnaireSteps, type StepId } from "~/domain/questionnaire";
import { analysisPath, profilePath } from "~/domain/site-paths";
import { useHydrated } from "~/ui/use-client";
import {
  type AnalysisDraft,
  clearAnalysisDraft,
  progressOf,
  readAnalysisDraft,
  useAnalysisDraft,
  writeAnalysisDraft,
} from "./analysis-draft";
import { type FinishedAnalysis, PreviewAnalysis, SaveAnalysis } from "./analysis-finish";
import type { AnalysisPreview } from "./analysis-schemas";
import { type AnalysisSchemas, loadAnalysisSchemas } from "./load-analysis-schemas";
import { LocationStep } from "./location-step";
import { OptionStep } from "./option-step";
import {
  discardPendingResult,
  readPendingAnalysis,
  savePendingAnalysis,
  useStoredPendingAnalysis,
} from "./pending-analysis";
import { ProgressBar } from "./progress-bar";
import { useCountries } from "./use-countries";

/** What happens after the summary: the result computed for an anonymous visitor, or the save. */
type Finishing =
  { kind: "preview"; answers: AnalysisAnswers } | { kind: "save"; analysis: FinishedAnalysis; wait: boolean };

/*
 * The screens after the first steps come when they are first shown, not with the page
 * (docs/performance.md): the server never renders them (it shows the first question, or
 * "resuming"), so no tap can land on them before their code is there.
 */
const AnalysisResult = lazy(() => import("./analysis-result").then((module) => ({ default: module.AnalysisResult })));
const AnalysisSummary = lazy(() =>
  import("./analysis-summary").then((module) => ({ default: module.AnalysisSummary })),
);
const SelfieStep = lazy(() => import("./selfie-step").then((module) => ({ default: module.SelfieStep })));

const emptyDraft: AnalysisDraft = { answers: {} };

/**
 * The schemas the summary checks the answers with, fetched once the page has hydrated: a visitor
 * who reaches the summary has them, and the first question does not wait for them.
 */
function useAnalysisSchemas(hydrated: boolean): AnalysisSchemas | null {
  const [schemas, setSchemas] = useState<AnalysisSchemas | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!hydrated) return;
    let current = true;
    loadAnalysisSchemas().then(
      (loaded) => {
        if (current) setSchemas(loaded);
      },
      (error: unknown) => {
        console.error("The analysis's checks could not be loaded", error);
        // Tried again a little later: the summary waits for them.
        if (current) setTimeout(() => setAttempt((count) => count + 1), 2000);
      },
    );
    return () => {
      current = false;
    };
  }, [hydrated, attempt]);
  return schemas;
}

/** Set on each screen's history entry: the screen it was reached from, so Back can return to it. */
interface ScreenState {
  analysisFrom?: AnalysisScreen;
}

function cameFrom(state: unknown): AnalysisScreen | undefined {
  return typeof state === "object" && state !== null ? (state as ScreenState).analysisFrom : undefined;
}

/**
 * The twelve steps, one per screen, the summary, and the result (docs/screens.md). Each screen
 * has its own URL (`?step=`), so Back (ours and the browser's) and Forward move between them;
 * the answers are kept for the tab (analysis-draft.ts), so a reload or a return later in the
 * session finds them (docs/rules.md, "The skin analysis").
 */
export function AnalysisQuestionnaire(props: { language: Language; signedIn: boolean }) {
  const { language, signedIn } = props;
  const { t } = useTranslation("analysis");
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const navigating = useNavigation().state !== "idle";
  const keptDraft = useAnalysisDraft();
  const pending = useStoredPendingAnalysis();
  // What the tab keeps is being checked (its schema is on its way): no screen can be chosen yet.
  const checking = keptDraft === undefined || pending === undefined;
  const draft = keptDraft ?? emptyDraft;
  const schemas = useAnalysisSchemas(hydrated);
  // Started with the page so the list is usually there by the location step.
  const countries = useCountries();
  const [finishing, setFinishing] = useState<Finishing | null>(null);

  const progress = progressOf(draft);
  const requested = parseAnalysisScreen(searchParams.get("step"));
  const fromSummary = searchParams.get("review") === "1";
  const carry = searchParams.get("carry") === "1";
  const hasResult = !signedIn && pending !== null;
  const screen: AnalysisScreen =
    requested && canShowScreen(requested, progress, hasResult)
      ? requested
      : requested === null && hasResult
        ? "result"
        : firstOpenScreen(progress);
  // The page's first screen keeps the page's normal focus; every later one moves it to its heading.
  const focusHeading = location.key !== "default";

  const urlOf = useCallback(
    (target: AnalysisScreen, review = false) => `${analysisPath(language)}?step=${target}${review ? "&review=1" : ""}`,
    [language],
  );

  // The URL names the screen shown: one that skips ahead (or names none) is corrected in place.
  // Not while a navigation is under way: an answer writes the draft at once but its step's URL
  // only when the navigation ends, and a correction then would replace that step's history entry.
  useEffect(() => {
    if (!hydrated || checking || finishing || carry || navigating || requested === screen) return;
    void navigate(urlOf(screen), { replace: true, state: location.state as unknown });
  }, [hydrated, checking, finishing, carry, navigating, requested, screen, navigate, urlOf, location.state]);

  // Back from a social sign-in started on the sign-up page: the result kept in this tab is saved.
  // Read once the browser has taken over and checked what the tab keeps, and kept while saving
  // forgets it: the memo hangs on whether it was checked, not on the value, which the save clears.
  const pendingChecked = pending !== undefined;
  const carried = useMemo((): FinishedAnalysis | null => {
    const kept = hydrated && carry && signedIn && pendingChecked ? readPendingAnalysis() : null;
    return kept ? { answers: kept.answers, selfie: kept.selfie, resultToken: kept.preview.resultToken } : null;
  }, [hydrated, carry, signedIn, pendingChecked]);
  useEffect(() => {
    if (hydrated && !checking && carry && signedIn && !carried) void navigate(profilePath(language), { replace: true });
  }, [hydrated, checking, carry, signedIn, carried, navigate, language]);

  function go(target: AnalysisScreen) {
    void navigate(urlOf(target), { state: { analysisFrom: screen } satisfies ScreenState });
  }

  function back() {
    const target = fromSummary ? "summary" : previousScreen(screen);
    if (!target) return;
    // Back to the entry it came from keeps the browser's Forward meaningful.
    if (cameFrom(location.state) === target) void navigate(-1);
    else void navigate(urlOf(target), { replace: true });
  }

  function answer(step: StepId, patch: Partial<AnalysisAnswers>) {
    const changed = Object.entries(patch).some(([key, value]) => draft.answers[key as keyof AnalysisAnswers] !== value);
    // A result computed for other answers is no longer this analysis's result.
    if (changed) discardPendingResult();
    writeAnalysisDraft({ ...draft, answers: { ...draft.answers, ...patch } });
    go(screenAfter(step, fromSummary));
  }

  function decideSelfie(selfie: string | null) {
    if (selfie !== draft.selfie) discardPendingResult();
    writeAnalysisDraft({ ...draft, selfie });
    go("summary");
  }

  function restart() {
    discardPendingResult();
    clearAnalysisDraft();
    setFinishing(null);
    void navigate(urlOf("gender"));
  }

  function submit(checks: AnalysisSchemas) {
    const answers = checks.analysisAnswersSchema.safeParse(draft.answers);
    // The summary shows only once every step is answered; anything else starts again.
    if (!answers.success) {
      restart();
      return;
    }
    setFinishing(
      signedIn
        ? {
            kind: "save",
            wait: true,
            analysis: { answers: answers.data, selfie: draft.selfie ?? null, resultToken: null },
          }
        : { kind: "preview", answers: answers.data },
    );
  }

  const showResult = useCallback(
    (answers: AnalysisAnswers, preview: AnalysisPreview) => {
      savePendingAnalysis({ answers, selfie: readAnalysisDraft().selfie ?? null, preview });
      setFinishing(null);
      void navigate(urlOf("result"), { state: { analysisFrom: "summary" } satisfies ScreenState });
    },
    [navigate, urlOf],
  );

  if (carried && !finishing) return <SaveAnalysis analysis={carried} wait={false} onRestart={restart} />;
  if (finishing?.kind === "save") {
    return <SaveAnalysis analysis={finishing.analysis} wait={finishing.wait} onRestart={restart} />;
  }
  if (finishing?.kind === "preview") {
    return (
      <PreviewAnalysis
        language={language}
        answers={finishing.answers}
        onResult={(preview) => showResult(finishing.answers, preview)}
        onRestart={restart}
      />
    );
  }
  const waiting = (
    <p role="status" className="flex min-h-64 items-center justify-center gap-2 text-ink-soft">
      <LoaderCircle aria-hidden="true" size={20} className="animate-spin" />
      {t("resuming")}
    </p>
  );
  // Before the browser has read the kept answers, a screen other than the first would flash;
  // once it has, nothing is shown until they are checked.
  if ((!hydrated && (requested !== null || carry)) || (hydrated && checking) || (screen === "summary" && !schemas)) {
    return waiting;
  }

  if (screen === "result" && pending) {
    return (
      <Suspense fallback={waiting}>
        <AnalysisResult
          language={language}
          preview={pending.preview}
          focusHeading={focusHeading}
          changeUrl={urlOf("summary")}
        />
      </Suspense>
    );
  }
  if (screen === "summary" && schemas) {
    const answers = schemas.analysisAnswersSchema.safeParse(draft.answers);
    if (!answers.success) return null;
    return (
      <Suspense fallback={waiting}>
        <AnalysisSummary
          answers={answers.data}
          selfie={draft.selfie ?? null}
          signedIn={signedIn}
          focusHeading={focusHeading}
          changeUrl={(target) => urlOf(target, true)}
          onSubmit={() => submit(schemas)}
        />
      </Suspense>
    );
  }

  const step = questionnaireSteps.find((candidate) => candidate.id === screen);
  const number = stepNumberOf(screen);
  if (!step || number === null) return null;
  return (
    <div>
      <ProgressBar
        current={number}
        total={questionnaireSteps.length}
        onBack={number > 1 || fromSummary ? back : undefined}
      />
      <div key={step.id} className="mt-6">
        {step.kind === "options" ? (
          <OptionStep
            step={step}
            chosen={draft.answers[step.id]}
            focusHeading={focusHeading}
            onAnswer={(value) => answer(step.id, { [step.id]: value })}
          />
        ) : step.kind === "location" ? (
          <LocationStep
            language={language}
            countries={countries}
            answered={draft.answers.location}
            focusHeading={focusHeading}
            onAnswer={(country) => answer("location", { location: country })}
          />
        ) : (
          <Suspense fallback={waiting}>
            <SelfieStep kept={draft.selfie} focusHeading={focusHeading} onDone={decideSelfie} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
