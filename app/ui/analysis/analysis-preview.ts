import type { AnalysisAnswers } from "~/domain/questionnaire";
import type { Language } from "~/domain/language";
import type { AnalysisPreview } from "./analysis-schemas";
import { loadAnalysisSchemas } from "./load-analysis-schemas";

/**
 * Why no result came back: the answers were refused, this address asked for too many results in
 * a minute, the server or the network was out of reach, or a fault of ours (with the request's
 * reference).
 */
export type PreviewFailure =
  { error: "invalid-answers" | "rate-limited" | "unavailable" } | { error: "unexpected"; reference: string };

export type PreviewOutcome = { ok: true; preview: AnalysisPreview } | { ok: false; problem: PreviewFailure };

const unavailable: PreviewOutcome = { ok: false, problem: { error: "unavailable" } };

/** The reference a 500 answer carries (`serviceFailure` on the server), if it is one. */
async function referenceOf(response: Response): Promise<string | undefined> {
  const body: unknown = await response.json().catch(() => null);
  if (typeof body !== "object" || body === null || !("reference" in body)) return undefined;
  return typeof body.reference === "string" ? body.reference : undefined;
}

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
    return unavailable;
  }
  if (response.status === 400) return { ok: false, problem: { error: "invalid-answers" } };
  if (response.status === 429) return { ok: false, problem: { error: "rate-limited" } };
  if (response.status === 500) {
    const reference = await referenceOf(response);
    if (reference !== undefined) return { ok: false, problem: { error: "unexpected", reference } };
  }
  if (!response.ok) return unavailable;
  let schemas;
  try {
    schemas = await loadAnalysisSchemas();
  } catch {
    return unavailable;
  }
  const parsed = schemas.analysisPreviewSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? { ok: true, preview: parsed.data } : unavailable;
}
