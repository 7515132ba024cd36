import { maxResultTokenLength } from "~/server/analysis/result-token.server";
import { boundedBody, formOf } from "./bounded-body.server";

/**
 * Reads the forms that carry a finished analysis' answers: the multipart form that saves it
 * (fields `answers` = JSON text, `selfie` = optional JPEG file, `resultToken` = optional text),
 * from the analysis page and from the sign-up confirmation and sign-in, and the preview's
 * (`answers` alone). The answers stay `unknown` here: the analysis service validates them.
 */

/** A 10 MiB selfie (docs/security.md) plus the answers and the multipart framing. */
export const maxAnalysisRequestBytes = 11 * 1024 * 1024;

/** The answers are a few hundred bytes of JSON; the preview takes nothing else. */
export const maxPreviewRequestBytes = 8 * 1024;

export type AnalysisFormProblem = "length-required" | "too-large" | "malformed";

export type AnalysisForm =
  | { ok: true; answers: unknown; selfie: Uint8Array | null; resultToken: string | null }
  | { ok: false; problem: AnalysisFormProblem; status: 400 | 411 | 413 };

export type PreviewForm =
  | { ok: true; answers: unknown }
  | { ok: false; problem: Exclude<AnalysisFormProblem, "length-required">; status: 400 | 413 };

const failure = {
  "length-required": { ok: false, problem: "length-required", status: 411 },
  "too-large": { ok: false, problem: "too-large", status: 413 },
  malformed: { ok: false, problem: "malformed", status: 400 },
} as const satisfies Record<AnalysisFormProblem, AnalysisForm>;

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The `answers` field, parsed as JSON; null when it is missing, a file or not JSON. */
function answersIn(form: FormData): { value: unknown } | null {
  const field = form.get("answers");
  if (typeof field !== "string") return null;
  const answers = parseJson(field);
  return answers.ok ? { value: answers.value } : null;
}

/** The optional `resultToken` field: missing or empty is no token; a file or an overlong text is malformed. */
function resultTokenIn(form: FormData): { value: string | null } | null {
  const field = form.get("resultToken");
  if (field === null) return { value: null };
  if (typeof field !== "string" || field.length > maxResultTokenLength) return null;
  return { value: field === "" ? null : field };
}

function hasContentType(contentType: string, expected: string): boolean {
  return contentType.toLowerCase().startsWith(expected);
}

/**
 * Reads the form within the size limit. The body can be read only once: a caller that also
 * needs its own fields reads them from a `request.clone()`.
 */
export async function readAnalysisForm(
  request: Request,
  limit: number = maxAnalysisRequestBytes,
): Promise<AnalysisForm> {
  const declared = request.headers.get("Content-Length");
  if (declared === null || !/^\d+$/.test(declared)) return failure["length-required"];
  if (Number(declared) > limit) return failure["too-large"];
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!hasContentType(contentType, "multipart/form-data")) return failure.malformed;

  const body = await boundedBody(request, limit);
  if (body === "too-large") return failure["too-large"];
  const form = await formOf(body, contentType);
  if (form === null) return failure.malformed;

  const answers = answersIn(form);
  const resultToken = resultTokenIn(form);
  if (answers === null || resultToken === null) return failure.malformed;

  const selfieField = form.get("selfie");
  if (typeof selfieField === "string") return failure.malformed;
  // A file input left empty still sends a part: an empty file means "no selfie".
  const selfie = selfieField && selfieField.size > 0 ? new Uint8Array(await selfieField.arrayBuffer()) : null;
  return { ok: true, answers: answers.value, selfie, resultToken: resultToken.value };
}

/**
 * Reads the preview's form (URL-encoded or multipart) within its limit. A body without a
 * declared length is counted while it is read, so the limit holds for it too.
 */
export async function readPreviewForm(request: Request): Promise<PreviewForm> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > maxPreviewRequestBytes) {
    return failure["too-large"];
  }
  const contentType = request.headers.get("Content-Type") ?? "";
  const readable =
    hasContentType(contentType, "application/x-www-form-urlencoded") ||
    hasContentType(contentType, "multipart/form-data");
  if (!readable) return failure.malformed;

  const body = await boundedBody(request, maxPreviewRequestBytes);
  if (body === "too-large") return failure["too-large"];
  const form = await formOf(body, contentType);
  const answers = form === null ? null : answersIn(form);
  if (answers === null) return failure.malformed;
  return { ok: true, answers: answers.value };
}
