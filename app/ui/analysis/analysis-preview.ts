import type { AnalysisAnswers } from "~/domain/questionnaire";
import type { Language } from "~/domain/language";
import type { AnalysisPreview } from "./analysis-schemas";
import { loadAnalysisSchemas } from "./load-analysis-schemas";

/**
 * Why no result came back: the answers were refused, this address asked for too many results in
 * a minute, or the server or the network failed.
 */
export type PreviewFailure = "invalid-answers" | "rate-limited" | "unavailable";

export type PreviewOutcome = { ok: true; preview: AnalysisPreview } | { ok: false; problem: PreviewFailure };

/** Asks the server for the result; a request aborted by the caller also ends as "unavailable". */
export async function requestAnalysisPreview(
  language: Language,
  answers: AnalysisAnswers,
  signal: AbortSignal,
): Promise<PreviewOutcome> {
  const body = new FormData();
  body.set("answers", JSON.stringify(answers));
  let response: Response;
  try {
    response = await fetch(`/${language}/analysis/preview`, { method: "POST", body, signal });
  } catch {
    return { ok: false, problem: "unavailable" };
  }
  if (response.status === 400) return { ok: false, problem: "invalid-answers" };
  if (response.status === 429) return { ok: false, problem: "rate-limited" };
  if (!response.ok) return { ok: false, problem: "unavailable" };
  let schemas;
  try {
    schemas = await loadAnalysisSchemas();
  } catch {
    return { ok: false, problem: "unavailable" };
  }
  const parsed = schemas.analysisPreviewSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? { ok: true, preview: parsed.data } : { ok: false, problem: "unavailable" };
}
