/**
 * Reads the multipart form that carries a finished analysis (fields `answers` = JSON text,
 * `selfie` = optional JPEG file), from the analysis page and from the sign-up confirmation.
 * The answers stay `unknown` here: the analysis service validates them.
 */

/** A 10 MiB selfie (docs/security.md) plus the answers and the multipart framing. */
export const maxAnalysisRequestBytes = 11 * 1024 * 1024;

export type AnalysisFormProblem = "length-required" | "too-large" | "malformed";

export type AnalysisForm =
  | { ok: true; answers: unknown; selfie: Uint8Array | null }
  | { ok: false; problem: AnalysisFormProblem; status: 400 | 411 | 413 };

const failure = {
  "length-required": { ok: false, problem: "length-required", status: 411 },
  "too-large": { ok: false, problem: "too-large", status: 413 },
  malformed: { ok: false, problem: "malformed", status: 400 },
} as const satisfies Record<AnalysisFormProblem, AnalysisForm>;

/**
 * The body, read only up to the limit: the declared length is checked before reading, and
 * the count while reading, so a body larger than it claims is refused too.
 */
async function boundedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return "too-large";
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
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
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) return failure.malformed;

  const body = await boundedBody(request, limit);
  if (body === "too-large") return failure["too-large"];
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return failure.malformed;
  }

  const answersField = form.get("answers");
  if (typeof answersField !== "string") return failure.malformed;
  const answers = parseJson(answersField);
  if (!answers.ok) return failure.malformed;

  const selfieField = form.get("selfie");
  if (typeof selfieField === "string") return failure.malformed;
  // A file input left empty still sends a part: an empty file means "no selfie".
  const selfie = selfieField && selfieField.size > 0 ? new Uint8Array(await selfieField.arrayBuffer()) : null;
  return { ok: true, answers: answers.value, selfie };
}
