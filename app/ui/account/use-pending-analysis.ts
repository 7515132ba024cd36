import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { onDemand } from "~/ui/on-demand";

/**
 * The kept analysis's code (and zod, when session storage holds one to check) is fetched once
 * the page has taken over, not with the page: the account pages' first visit stays small
 * (docs/performance.md). It counts as arrived once what storage holds has been checked.
 */
const loadPendingAnalysis = onDemand(() =>
  import("~/ui/analysis/pending-analysis").then(async (module) => {
    await module.pendingAnalysisChecked();
    return module;
  }),
);

type PendingAnalysisModule = Awaited<ReturnType<typeof loadPendingAnalysis>>;

export interface PendingAnalysisHandle {
  /** Whether this tab keeps a finished analysis to save. */
  present: boolean;
  /** A form's `onSubmit`: puts the kept analysis into the form before it is sent. */
  attach: (event: FormEvent<HTMLFormElement>) => void;
  /** Forgets the kept analysis, once an account has saved it. */
  clear: () => void;
}

function logLoadFailure(error: unknown): void {
  console.error("The kept analysis could not be loaded", error);
}

/**
 * The finished analysis this tab keeps (docs/rules.md, "The skin analysis"). The server cannot
 * see the browser's session storage, so it renders what the link said (`assumed`), and the
 * browser checks once it has taken over.
 */
export function usePendingAnalysis(assumed: boolean): PendingAnalysisHandle {
  const [kept, setKept] = useState<PendingAnalysisModule | null>(null);
  // Read by `attach` when the form is sent again, before React has rendered with `kept`.
  const loaded = useRef<PendingAnalysisModule | "failed" | null>(null);
  useEffect(() => {
    loadPendingAnalysis().then(
      (module) => {
        loaded.current = module;
        setKept(module);
      },
      (error: unknown) => {
        loaded.current = "failed";
        logLoadFailure(error);
      },
    );
  }, []);

  const attach = useCallback((event: FormEvent<HTMLFormElement>) => {
    const module = loaded.current;
    if (module === "failed") return;
    if (module) {
      module.attachPendingAnalysis(event.currentTarget);
      return;
    }
    // Sent before the code arrived: wait for it, then send the form again with the same button.
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    loadPendingAnalysis()
      .then(
        (arrived) => {
          loaded.current = arrived;
        },
        (error: unknown) => {
          loaded.current = "failed";
          logLoadFailure(error);
        },
      )
      .finally(() => form.requestSubmit(submitter));
  }, []);

  const clear = useCallback(() => {
    loadPendingAnalysis().then((module) => module.clearPendingAnalysis(), logLoadFailure);
  }, []);

  return { present: kept ? kept.readPendingAnalysis() !== null : assumed, attach, clear };
}
