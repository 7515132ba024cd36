import { useMemo } from "react";
import { readPendingAnalysis } from "~/ui/analysis/pending-analysis";
import { useHydrated } from "~/ui/use-client";

/**
 * Whether this tab keeps a finished analysis to save. The server cannot see the browser's
 * session storage, so it renders what the link said (`assumed`), and the browser checks
 * once it has taken over.
 */
export function usePendingAnalysis(assumed: boolean): boolean {
  const hydrated = useHydrated();
  const present = useMemo(() => hydrated && readPendingAnalysis() !== null, [hydrated]);
  return hydrated ? present : assumed;
}
