import * as z from "zod/mini";

/**
 * A selfie kept in the browser's session storage between the steps and until sign-up: a
 * `data:image/jpeg;base64,…` URL, since storage holds text only.
 */

/** 10 MiB of JPEG (the server's limit) is at most this many base64 characters plus the prefix. */
const maxSelfieDataUrlLength = Math.ceil((10 * 1024 * 1024) / 3) * 4 + 32;

export const selfieDataUrlSchema = z
  .string()
  .check(z.maxLength(maxSelfieDataUrlLength), z.regex(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/));

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(reader.error));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

export function dataUrlToFile(dataUrl: string): File {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new File([bytes], "selfie.jpg", { type: "image/jpeg" });
}
