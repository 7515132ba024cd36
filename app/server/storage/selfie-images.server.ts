import sharp from "sharp";

/** Why a selfie was refused (docs/security.md); each has a translated message in the UI. */
export type SelfieProblem = "not-an-image" | "too-large" | "unreadable";

export class SelfieRejectedError extends Error {
  override readonly name = "SelfieRejectedError";
  constructor(readonly problem: SelfieProblem) {
    super(`selfie rejected: ${problem}`);
  }
}

/** The largest selfie accepted, before re-encoding (docs/security.md). */
export const maxSelfieBytes = 10 * 1024 * 1024;

/**
 * The most pixels decoded: a 50-megapixel phone photo fits, while a small file that
 * claims huge dimensions (a decompression bomb) is refused before decoding.
 */
const maxSelfiePixels = 50_000_000;

/** The longest side of a stored selfie: plenty for the profile, small on slow networks. */
const storedSelfieSide = 1024;

const jpegMagic = [0xff, 0xd8, 0xff];
const pngMagic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);
}

/**
 * Checks an uploaded selfie and re-encodes it (docs/security.md): JPEG or PNG by magic bytes
 * (never by name or declared type), at most `maxSelfieBytes`, turned upright by its EXIF
 * orientation, scaled to fit `storedSelfieSide`, and written as a fresh JPEG. Nothing of
 * the upload but its pixels survives: sharp writes no EXIF (GPS, camera), XMP, IPTC or ICC
 * unless asked to. Throws SelfieRejectedError.
 */
export async function reencodeSelfie(bytes: Uint8Array): Promise<Uint8Array> {
  if (!startsWith(bytes, jpegMagic) && !startsWith(bytes, pngMagic)) throw new SelfieRejectedError("not-an-image");
  if (bytes.byteLength > maxSelfieBytes) throw new SelfieRejectedError("too-large");
  let size: { width?: number; height?: number };
  try {
    // Only the header is read here, so sharp's own pixel limit (268 MP) must not turn a huge
    // image into "unreadable": the check below calls it too large.
    size = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new SelfieRejectedError("unreadable");
  }
  if (size.width === undefined || size.height === undefined) throw new SelfieRejectedError("unreadable");
  if (size.width * size.height > maxSelfiePixels) throw new SelfieRejectedError("too-large");
  try {
    // failOn "error" refuses truncated and corrupt data, but not the harmless warnings some cameras cause.
    const output = await sharp(bytes, { limitInputPixels: maxSelfiePixels, failOn: "error", autoOrient: true })
      .resize({ width: storedSelfieSide, height: storedSelfieSide, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85 })
      .toBuffer();
    return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
  } catch {
    throw new SelfieRejectedError("unreadable");
  }
}

/** User and analysis ids as they are generated (UUIDs, better-auth ids): safe as path segments. */
const safeId = /^[A-Za-z0-9_-]{1,128}$/;

function assertSafeId(kind: string, id: string): void {
  if (!safeId.test(id)) throw new Error(`${kind} id ${JSON.stringify(id)} cannot be part of a storage key`);
}

/** Where a user's selfies live; everything under it goes when they delete their selfie or account. */
export function selfiePrefix(userId: string): string {
  assertSafeId("user", userId);
  return `private/${userId}/`;
}

/** The storage key of the selfie of one analysis. */
export function selfieKey(userId: string, analysisId: string): string {
  assertSafeId("analysis", analysisId);
  return `${selfiePrefix(userId)}${analysisId}.jpg`;
}
