import { onDemand } from "~/ui/on-demand";

/**
 * The analysis's zod schemas (`analysis-schemas.ts`), fetched once the page needs them: what the
 * tab keeps is read, a result arrives, or the summary shows. The first question needs none of
 * them, so they stay out of the page's first load (docs/performance.md).
 */
export const loadAnalysisSchemas = onDemand(() => import("./analysis-schemas"));

export type AnalysisSchemas = Awaited<ReturnType<typeof loadAnalysisSchemas>>;
