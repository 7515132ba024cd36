import * as z from "zod/mini";
import { analysisAnswersSchema } from "~/domain/analysis-answers";
import { byAspect } from "~/domain/aspects";
import { skinTypes } from "~/domain/skin-types";

/**
 * What the analysis page checks in the browser: what session storage keeps for the tab, and the
 * result the server sends back. With zod, fetched after the page has hydrated and not with it
 * (`loadAnalysisSchemas`, docs/performance.md).
 */

/** 10 MiB of JPEG (the server's limit) is at most this many base64 characters plus the prefix. */
const maxSelfieDataUrlLength = Math.ceil((10 * 1024 * 1024) / 3) * 4 + 32;

/**
 * A selfie kept in the browser's session storage between the steps and until sign-up: a
 * `data:image/jpeg;base64,…` URL, since storage holds text only.
 */
const selfieDataUrlSchema = z
  .string()
  .check(z.maxLength(maxSelfieDataUrlLength), z.regex(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/));

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

/** The answers so far (`AnalysisDraft`). */
export const draftSchema = z.strictObject({
  answers: z.partial(analysisAnswersSchema),
  selfie: z.optional(z.nullable(selfieDataUrlSchema)),
});

/** A finished analysis and its result (`PendingAnalysis`). */
export const pendingAnalysisSchema = z.strictObject({
  answers: analysisAnswersSchema,
  selfie: z.nullable(selfieDataUrlSchema),
  preview: analysisPreviewSchema,
});

export { analysisAnswersSchema };
