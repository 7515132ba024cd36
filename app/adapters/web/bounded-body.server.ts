/**
 * A request's body, kept only up to `limit` bytes: the count is kept while reading, so a body
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
      reader.releaseLock();
      dropBody(request);
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

/**
 * Reads a refused body to its end and drops it, as Node drops a body nobody reads. The page
 * handler has begun reading every body it is given, so Node no longer does, and a keep-alive
 * connection whose request was left half read would never carry the client's next request.
 */
export function dropBody(request: Request): void {
  void request.body?.pipeTo(new WritableStream()).catch(() => undefined);
}
