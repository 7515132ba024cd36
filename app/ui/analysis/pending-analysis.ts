import { useSyncExternalStore } from "react";
import { z } from "zod";
import { type AnalysisAnswers, analysisAnswersSchema } from "~/domain/questionnaire";

/**
 * An anonymous visitor's finished analysis, kept in the browser session until sign-up
 * completes (docs/rules.md, "The skin analysis"): the sign-up confirmation sends it
 * with the verification form, then clears it.
 */
export interface PendingAnalysis {
  answers: AnalysisAnswers;
  /** The selfie as a `data:image/jpeg;base64,…` URL, or null when the visitor skipped it. */
  selfie: string | null;
}

const storageKey = "kulit.pending-analysis.v1";

/** 10 MiB of JPEG (the server's limit) is at most this many base64 characters plus the prefix. */
const maxSelfieDataUrlLength = Math.ceil((10 * 1024 * 1024) / 3) * 4 + 32;

const pendingAnalysisSchema = z.strictObject({
  answers: analysisAnswersSchema,
  selfie: z
    .string()
    .max(maxSelfieDataUrlLength)
    .regex(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/)
    .nullable(),
});

/** Whether the analysis was kept whole, without its selfie (storage full), or not at all. */
export type SavePendingResult = "saved" | "saved-without-selfie" | "unavailable";

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Reading `sessionStorage` itself throws when the browser blocks storage for this site.
    return null;
  }
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(reader.error));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

function tryStore(storage: Storage, pending: PendingAnalysis): boolean {
  try {
    storage.setItem(storageKey, JSON.stringify(pending));
    return true;
  } catch {
    // QuotaExceededError (the selfie is the big part) or storage disabled.
    return false;
  }
}

/**
 * Keeps the finished answers and the selfie for this browser tab. When the selfie does not
 * fit, the answers are kept without it: the selfie is optional, the answers are not.
 */
export async function savePendingAnalysis(answers: AnalysisAnswers, selfie: Blob | null): Promise<SavePendingResult> {
  const storage = sessionStorageOrNull();
  if (!storage) return "unavailable";
  let selfieUrl: string | null = null;
  if (selfie) {
    try {
      selfieUrl = await blobToDataUrl(selfie);
    } catch {
      selfieUrl = null;
    }
  }
  if (selfieUrl && tryStore(storage, { answers, selfie: selfieUrl })) return "saved";
  if (tryStore(storage, { answers, selfie: null })) return selfie ? "saved-without-selfie" : "saved";
  return "unavailable";
}

function parsePending(text: string): PendingAnalysis | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const result = pendingAnalysisSchema.safeParse(parsed);
  return result.success ? result.data : null;
}

function storedText(): string | null {
  try {
    return sessionStorageOrNull()?.getItem(storageKey) ?? null;
  } catch {
    return null;
  }
}

/** The kept analysis, or null when there is none or what is stored is not a valid one. */
export function readPendingAnalysis(): PendingAnalysis | null {
  const text = storedText();
  if (text === null) return null;
  const pending = parsePending(text);
  // Something else wrote here (or an older format): never send it, and do not keep it.
  if (!pending) clearPendingAnalysis();
  return pending;
}

export function clearPendingAnalysis(): void {
  try {
    sessionStorageOrNull()?.removeItem(storageKey);
  } catch {
    // Storage blocked: there is nothing kept to clear.
  }
}

function dataUrlToFile(dataUrl: string): File {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new File([bytes], "selfie.jpg", { type: "image/jpeg" });
}

function inputNamed(form: HTMLFormElement, name: string, type: "hidden" | "file"): HTMLInputElement {
  const existing = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (existing) return existing;
  const input = document.createElement("input");
  input.type = type;
  input.name = name;
  if (type === "file") {
    input.hidden = true;
    input.accept = "image/jpeg";
  }
  form.append(input);
  return input;
}

/**
 * Puts the kept analysis into a form before it is sent: a hidden `answers` field (JSON) and
 * a `selfie` file field, and makes the form multipart so the file travels. The server reads
 * them with `readAnalysisForm`. Returns false (and changes nothing) when nothing is kept.
 */
export function attachPendingAnalysis(form: HTMLFormElement): boolean {
  const pending = readPendingAnalysis();
  if (!pending) return false;
  form.enctype = "multipart/form-data";
  inputNamed(form, "answers", "hidden").value = JSON.stringify(pending.answers);
  if (pending.selfie) {
    const transfer = new DataTransfer();
    transfer.items.add(dataUrlToFile(pending.selfie));
    inputNamed(form, "selfie", "file").files = transfer.files;
  }
  return true;
}

const noSubscription = () => () => {};

/** The last text checked and whether it was a valid analysis: React reads the snapshot often. */
let lastCheck: { text: string | null; valid: boolean } = { text: null, valid: false };

function hasValidPending(): boolean {
  const text = storedText();
  if (text !== lastCheck.text) lastCheck = { text, valid: text !== null && parsePending(text) !== null };
  return lastCheck.valid;
}

/**
 * Whether this tab keeps a finished analysis (false on the server and before hydration).
 * Storage events only fire for other tabs, and each tab has its own session storage, so the
 * value is read at render without a subscription.
 */
export function useHasPendingAnalysis(): boolean {
  return useSyncExternalStore(noSubscription, hasValidPending, () => false);
}
