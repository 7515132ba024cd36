import * as z from "zod/mini";
import { byAspect } from "~/domain/aspects";
import type { Language } from "~/domain/language";
import type { AnalysisAnswers } from "~/domain/questionnaire";
import { skinTypes } from "~/domain/skin-types";

/**
 * The result an anonymous visitor sees before signing up (docs/rules.md, "The skin analysis"):
 * computed by the server (`POST /{lang}/analysis/preview`), with the signed token that lets
 * sign-up save these very scores.
 */
export const analysisPreviewSchema = z.object({
  skinType: z.enum(skinTypes),
  budget: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  scores: z.strictObject(byAspect(() => z.int().check(z.minimum(0), z.maximum(100)))),
  resultToken: z.string().check(z.minLength(1), z.maxLength(2048)),
});
export type AnalysisPreview = z.infer<typeof analysisPreviewSchema>;

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
  const parsed = analysisPreviewSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? { ok: true, preview: parsed.data } : { ok: false, problem: "unavailable" };
}
