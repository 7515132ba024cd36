import { useSyncExternalStore } from "react";
import type { AnalysisAnswers } from "~/domain/questionnaire";
import { clearAnalysisDraft } from "./analysis-draft";
import type { AnalysisPreview } from "./analysis-schemas";
import { loadAnalysisSchemas } from "./load-analysis-schemas";
import { dataUrlToFile } from "./selfie-data-url";
import { sessionValue } from "./session-value";

/**
 * An anonymous visitor's finished analysis and the result the server computed for it, kept in
 * the browser session until sign-up or sign-in saves it (docs/rules.md, "The skin analysis"):
 * those forms send it along, with the token that keeps the scores the visitor saw.
 */
export interface PendingAnalysis {
  answers: AnalysisAnswers;
  /** The selfie as a `data:image/jpeg;base64,…` URL, or null when the visitor skipped it. */
  selfie: string | null;
  preview: AnalysisPreview;
}

const pending = sessionValue<PendingAnalysis>("kulit.pending-analysis.v2", () =>
  loadAnalysisSchemas().then((schemas) => schemas.pendingAnalysisSchema),
);

/**
 * Keeps the finished analysis for this tab. When the selfie does not fit in storage, the answers
 * and the result are stored without it; when storage refuses even that, the page still has the
 * whole analysis in memory, so sign-up in this tab saves it (a reload would lose it).
 */
export function savePendingAnalysis(analysis: PendingAnalysis): void {
  if (pending.write(analysis) || analysis.selfie === null) return;
  pending.write(analysis, { ...analysis, selfie: null });
}

/**
 * The kept analysis, or null when there is none or what is stored is not a valid one;
 * undefined until `pendingAnalysisChecked` has settled.
 */
export function readPendingAnalysis(): PendingAnalysis | null | undefined {
  return pending.read();
}

/** Settles once `readPendingAnalysis` can tell (the schema that checks storage has arrived). */
export function pendingAnalysisChecked(): Promise<void> {
  return pending.checked();
}

/** Forgets the result only: the answers changed after it was computed. */
export function discardPendingResult(): void {
  if (pending.read() !== null) pending.clear();
}

/** The analysis has been saved to an account: forget it, and the answers that led to it. */
export function clearPendingAnalysis(): void {
  pending.clear();
  clearAnalysisDraft();
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
 * Puts the kept analysis into a form before it is sent: hidden `answers` (JSON) and
 * `resultToken` fields and a `selfie` file field, and makes the form multipart so the file
 * travels. The server reads them with `readAnalysisForm`. Returns false (and changes nothing)
 * when nothing is kept.
 */
export function attachPendingAnalysis(form: HTMLFormElement): boolean {
  const kept = readPendingAnalysis();
  if (!kept) return false;
  form.enctype = "multipart/form-data";
  inputNamed(form, "answers", "hidden").value = JSON.stringify(kept.answers);
  inputNamed(form, "resultToken", "hidden").value = kept.preview.resultToken;
  if (kept.selfie) {
    const transfer = new DataTransfer();
    transfer.items.add(dataUrlToFile(kept.selfie));
    inputNamed(form, "selfie", "file").files = transfer.files;
  }
  return true;
}

/** The kept analysis (null on the server and before hydration, undefined while it is checked). */
export function useStoredPendingAnalysis(): PendingAnalysis | null | undefined {
  return useSyncExternalStore(pending.subscribe, pending.read, () => null);
}
