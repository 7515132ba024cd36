import LoaderCircle from "lucide-react/icons/loader-circle";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { useLocation, useNavigate, useNavigation, useSearchParams } from "react-router";
import {
  analysisFormFields,
  analysisQuery,
  analysisQueryEntries,
  type AnalysisQueryState,
} from "~/domain/analysis-query";
import {
  type AnalysisScreen,
  finishedAnswers,
  parseAnalysisScreen,
  previousScreen,
  screenAfter,
  screenToShow,
  stepNumberOf,
} from "~/domain/analysis-screens";
import type { Country } from "~/domain/countries";
import type { Language } from "~/domain/language";
import { type AnalysisAnswers, questionnaireSteps, type StepId } from "~/domain/questionnaire";
import { analysisPath, profilePath } from "~/domain/site-paths";
import { useHydrated } from "~/ui/use-client";
import {
  type AnalysisDraft,
  analysisDraftChecked,
  clearAnalysisDraft,
  progressOf,
  queryStateOf,
  readAnalysisDraft,
  useAnalysisDraft,
  withCarriedAnswers,
  writeAnalysisDraft,
} from "./analysis-draft";
import { type FinishedAnalysis, PreviewAnalysis, SaveAnalysis } from "./analysis-finish";
import type { AnalysisPreview } from "./analysis-schemas";
import { AnalysisSummary } from "./analysis-summary";
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
 * The result and the selfie step come when they are first shown, not with the page
 * (docs/performance.md). The server renders the selfie step when a URL asks for it; until its
 * code is there, its HTML stays as the server sent it, and Skip is a plain form
 * (docs/decisions/0025-analysis-answers-in-the-url.md). The summary comes with the page: its
 * held submission is sent again as soon as the page has hydrated, which needs its handler there.
 */
const AnalysisResult = lazy(() => import("./analysis-result").then((module) => ({ default: module.AnalysisResult })));
const SelfieStep = lazy(() => import("./selfie-step").then((module) => ({ default: module.SelfieStep })));

const emptyDraft: AnalysisDraft = { answers: {} };

/** Set on each screen's history entry: the screen it was reached from, so Back can return to it. */
interface ScreenState {
  analysisFrom?: AnalysisScreen;
}

function cameFrom(state: unknown): AnalysisScreen | undefined {
  return typeof state === "object" && state !== null ? (state as ScreenState).analysisFrom : undefined;
}

/** What the page's URL carried when the server rendered it (`readAnalysisQuery`, checked there). */
export interface CarriedAnswers extends AnalysisQueryState {
  /** Some of its values could not be read and were left out. */
  rejected: boolean;
}

/**
 * The twelve steps, one per screen, the summary, and the result (docs/screens.md). Each screen
 * has its own URL (`?step=` and the answers so far), so Back (ours and the browser's) and Forward
 * move between them and the server can render any step; the answers are kept for the tab
 * (analysis-draft.ts), so a reload or a return later in the session finds them (docs/rules.md,
 * "The skin analysis"). Before the page has hydrated every control is a link or a plain form
 * the server answers (docs/decisions/0025-analysis-answers-in-the-url.md).
 */
export function AnalysisQuestionnaire(props: {
  language: Language;
  signedIn: boolean;
  carried: CarriedAnswers;
  /** The location step's countries, when the server rendered that step. */
  countries: readonly Country[] | null;
}) {
  const { language, signedIn, carried } = props;
  const { t } = useTranslation("analysis");
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const navigating = useNavigation().state !== "idle";
  const keptDraft = useAnalysisDraft();
  const pending = useStoredPendingAnalysis();
  // What the tab keeps is being checked (its schema is on its way).
  const checking = keptDraft === undefined || pending === undefined;
  const carriesAnswers = Object.keys(carried.answers).length > 0 || carried.selfieSkipped;
  // Until the URL's answers are in the kept draft, they are shown over it (as the server did).
  const [absorbed, setAbsorbed] = useState(!carriesAnswers);
  const kept = keptDraft ?? emptyDraft;
  const draft = absorbed ? kept : withCarriedAnswers(kept, carried);
  // Started with the page so the list is usually there by the location step.
  const countries = useCountries(props.countries);
  const [finishing, setFinishing] = useState<Finishing | null>(null);

  const progress = progressOf(draft);
  const requested = parseAnalysisScreen(searchParams.get("step"));
  const fromSummary = searchParams.get("review") === "1";
  const carry = searchParams.get("carry") === "1";
  const hasResult = !signedIn && pending !== null;
  const screen = screenToShow(requested, progress, hasResult);
  // The page's first screen keeps the page's normal focus; every later one moves it to its heading.
  const focusHeading = location.key !== "default";
  // Answers the URL held but could not be read: said on the screen the page opened at.
  const [openedAt] = useState(screen);
  const rejectedNotice = carried.rejected && screen === openedAt;

  const urlFor = useCallback(
    (target: AnalysisScreen, state: AnalysisDraft, review = false) =>
      `${analysisPath(language)}?${analysisQuery(target, queryStateOf(state), review)}`,
    [language],
  );

  // The answers the URL carried join the kept draft once it is read: a reload, or answers given
  // before the page hydrated, are then kept for the tab as the browser's own are.
  useEffect(() => {
    if (!hydrated || absorbed) return;
    let current = true;
    void analysisDraftChecked().then(() => {
      if (!current) return;
      const before = readAnalysisDraft();
      const next = withCarriedAnswers(before, carried);
      // A result computed for other answers is no longer this analysis's result.
      if (JSON.stringify(next) !== JSON.stringify(before)) {
        discardPendingResult();
        writeAnalysisDraft(next);
      }
      setAbsorbed(true);
    });
    return () => {
      current = false;
    };
  }, [hydrated, absorbed, carried]);

  // The URL names the screen shown: one that skips ahead (or names none) is corrected in place.
  // Not while a navigation is under way: an answer writes the draft at once but its step's URL
  // only when the navigation ends, and a correction then would replace that step's history entry.
  useEffect(() => {
    if (!hydrated || checking || !absorbed || finishing || carry || navigating || requested === screen) return;
    void navigate(urlFor(screen, draft), { replace: true, state: location.state as unknown });
  }, [
    hydrated,
    checking,
    absorbed,
    finishing,
    carry,
    navigating,
    requested,
    screen,
    navigate,
    urlFor,
    draft,
    location.state,
  ]);

  // Back from a social sign-in started on the sign-up page: the result kept in this tab is saved.
  // Read once the browser has taken over and checked what the tab keeps, and kept while saving
  // forgets it: the memo hangs on whether it was checked, not on the value, which the save clears.
  const pendingChecked = pending !== undefined;
  const carriedResult = useMemo((): FinishedAnalysis | null => {
    const kept = hydrated && carry && signedIn && pendingChecked ? readPendingAnalysis() : null;
    return kept ? { answers: kept.answers, selfie: kept.selfie, resultToken: kept.preview.resultToken } : null;
  }, [hydrated, carry, signedIn, pendingChecked]);
  useEffect(() => {
    if (hydrated && !checking && carry && signedIn && !carriedResult) {
      void navigate(profilePath(language), { replace: true });
    }
  }, [hydrated, checking, carry, signedIn, carriedResult, navigate, language]);

  function go(target: AnalysisScreen, state: AnalysisDraft) {
    void navigate(urlFor(target, state), { state: { analysisFrom: screen } satisfies ScreenState });
  }

  const backTarget = fromSummary ? "summary" : previousScreen(screen);
  function back() {
    if (!backTarget) return;
    // Back to the entry it came from keeps the browser's Forward meaningful.
    if (cameFrom(location.state) === backTarget) void navigate(-1);
    else void navigate(urlFor(backTarget, draft), { replace: true });
  }

  /** The draft changed by one answer, kept for the tab; the next screen follows. */
  function record(step: StepId, next: AnalysisDraft) {
    writeAnalysisDraft(next);
    setAbsorbed(true);
    go(screenAfter(step, fromSummary), next);
  }

  function answer(step: StepId, patch: Partial<AnalysisAnswers>) {
    const changed = Object.entries(patch).some(([key, value]) => draft.answers[key as keyof AnalysisAnswers] !== value);
    // A result computed for other answers is no longer this analysis's result.
    if (changed) discardPendingResult();
    record(step, { ...draft, answers: { ...draft.answers, ...patch } });
  }

  function decideSelfie(selfie: string | null) {
    if (selfie !== draft.selfie) discardPendingResult();
    record("selfie", { ...draft, selfie });
  }

  function restart() {
    discardPendingResult();
    clearAnalysisDraft();
    setFinishing(null);
    void navigate(urlFor("gender", emptyDraft));
  }

  function submit() {
    const answers = finishedAnswers(progress);
    // The summary shows only once every step is answered; anything else starts again.
    if (!answers) {
      restart();
      return;
    }
    setFinishing(
      signedIn
        ? { kind: "save", wait: true, analysis: { answers, selfie: draft.selfie ?? null, resultToken: null } }
        : { kind: "preview", answers },
    );
  }

  const showResult = useCallback(
    (answers: AnalysisAnswers, preview: AnalysisPreview) => {
      const current = readAnalysisDraft();
      savePendingAnalysis({ answers, selfie: current.selfie ?? null, preview });
      setFinishing(null);
      void navigate(urlFor("result", current), { state: { analysisFrom: "summary" } satisfies ScreenState });
    },
    [navigate, urlFor],
  );

  if (carriedResult && !finishing) return <SaveAnalysis analysis={carriedResult} wait={false} onRestart={restart} />;
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
  // The result and a return from a social sign-in live in what the tab keeps; without answers in
  // its URL, a page waits for that too rather than flash the first question.
  const needsTab = carry || requested === "result" || !carriesAnswers;
  if (needsTab && ((!hydrated && (carry || requested === "result")) || (hydrated && checking))) return waiting;

  const action = analysisPath(language);
  const notice = rejectedNotice ? (
    <p role="alert" className="card-sand mb-6 p-4 text-base">
      {t("carriedRejected")}
    </p>
  ) : null;

  if (screen === "result" && pending) {
    return (
      <Suspense fallback={waiting}>
        <AnalysisResult
          language={language}
          preview={pending.preview}
          focusHeading={focusHeading}
          changeUrl={urlFor("summary", draft)}
        />
      </Suspense>
    );
  }
  if (screen === "summary") {
    const answers = finishedAnswers(progress);
    if (!answers) return null;
    return (
      <>
        {notice}
        <AnalysisSummary
          answers={answers}
          selfie={draft.selfie ?? null}
          signedIn={signedIn}
          focusHeading={focusHeading}
          action={action}
          plainForm={
            signedIn
              ? { method: "post", fields: [["answers", JSON.stringify(answers)]] }
              : { method: "get", fields: analysisQueryEntries("summary", queryStateOf(draft)) }
          }
          changeUrl={(target) => urlFor(target, draft, true)}
          onSubmit={submit}
        />
      </>
    );
  }

  const step = questionnaireSteps.find((candidate) => candidate.id === screen);
  const number = stepNumberOf(screen);
  if (!step || number === null) return null;
  const fields = analysisFormFields(step.id, screenAfter(step.id, fromSummary), queryStateOf(draft), fromSummary);
  return (
    <div>
      {notice}
      <ProgressBar
        current={number}
        total={questionnaireSteps.length}
        back={backTarget && (number > 1 || fromSummary) ? { href: urlFor(backTarget, draft), onBack: back } : undefined}
      />
      <div key={step.id} className="mt-6">
        {step.kind === "options" ? (
          <OptionStep
            step={step}
            chosen={draft.answers[step.id]}
            focusHeading={focusHeading}
            action={action}
            fields={fields}
            onAnswer={(value) => answer(step.id, { [step.id]: value })}
          />
        ) : step.kind === "location" ? (
          <LocationStep
            language={language}
            countries={countries}
            answered={draft.answers.location}
            focusHeading={focusHeading}
            action={action}
            fields={fields}
            onAnswer={(country) => answer("location", { location: country })}
          />
        ) : (
          <Suspense fallback={waiting}>
            <SelfieStep
              kept={draft.selfie}
              focusHeading={focusHeading}
              action={action}
              fields={fields}
              onDone={decideSelfie}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
