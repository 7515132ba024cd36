/**
 * A request's body, read only up to `limit` bytes: the count is kept while reading, so a body
 * larger than it claims is refused too (docs/security.md, "Hostile input").
 */
export async function boundedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
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

/** A body read as a form, or null when it is none. */
export async function formOf(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormData | null> {
  try {
    return await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return null;
  }
}
