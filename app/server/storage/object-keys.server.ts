/** A key or prefix that an ObjectStorage refuses, whichever adapter is behind it. */
export class InvalidObjectKeyError extends Error {
  override readonly name = "InvalidObjectKeyError";
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`invalid object key ${JSON.stringify(key)}: ${reason}`);
  }
}

/** S3's own limit on a whole key. */
const maxKeyBytes = 1024;
/**
 * Below the usual 255-byte file name limit, leaving room for the local folder's temporary
 * file name (`.{name}.{random}.tmp`).
 */
const maxSegmentBytes = 200;
// Control characters make keys unprintable in logs and listings.
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f]/;

function segmentProblem(segment: string): string | undefined {
  if (segment === "") return "has an empty segment (leading, trailing or doubled /)";
  // Also refuses "." and ".."; hidden names are reserved for the local folder's temporary files.
  if (segment.startsWith(".")) return "has a segment starting with a dot";
  if (segment.includes("\\")) return "contains a backslash";
  if (controlCharacter.test(segment)) return "contains a control character";
  if (Buffer.byteLength(segment) > maxSegmentBytes) return `has a segment longer than ${maxSegmentBytes} bytes`;
  return undefined;
}

/**
 * The one key syntax of every adapter: `/`-separated relative segments, none empty, none
 * starting with a dot, no backslashes or control characters. This keeps a key from
 * escaping the local folder's root and makes both adapters accept exactly the same keys.
 */
export function assertObjectKey(key: string): void {
  if (key === "") throw new InvalidObjectKeyError(key, "is empty");
  if (Buffer.byteLength(key) > maxKeyBytes) throw new InvalidObjectKeyError(key, `is longer than ${maxKeyBytes} bytes`);
  for (const segment of key.split("/")) {
    const problem = segmentProblem(segment);
    if (problem !== undefined) throw new InvalidObjectKeyError(key, problem);
  }
}

/**
 * A prefix is a key, or a key followed by `/`. The empty prefix (everything) is refused on
 * purpose: no caller needs it and a slip would delete every user's selfies.
 */
export function assertObjectPrefix(prefix: string): void {
  assertObjectKey(prefix.endsWith("/") ? prefix.slice(0, -1) : prefix);
}
