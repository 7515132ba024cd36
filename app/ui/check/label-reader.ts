import { createWorker, type LoggerMessage, type Worker } from "tesseract.js";
import { isUnreadableLabel, labelPhotoLongSide, type LabelReaderFiles, labelReading } from "~/domain/label-photo";

/**
 * Reading a label photo in the browser (docs/check.md, "Reading a photo"; ADR 0033): tesseract.js
 * in its web worker, with its files from kulit's own origin. This module is fetched only when a
 * photo is chosen (`label-photo.tsx` imports it on demand), never with the page.
 */

/** Where a reading is: fetching and starting the reader, or reading the photo; `fraction` from 0 to 1. */
export interface ReadingProgress {
  stage: "loading" | "reading";
  fraction: number;
}

export type ReadingOutcome = { kind: "read"; text: string } | { kind: "unreadable" } | { kind: "not-an-image" };

/** The reader could not be fetched or started (a network down, a file missing). */
export class ReaderNotLoadedError extends Error {}

/** What tesseract.js reports while it starts, in the order it reports it. */
const loadingStatuses = [
  "loading tesseract core",
  "initializing tesseract",
  "loading language traineddata",
  "initializing api",
];

function progressOf(message: LoggerMessage): ReadingProgress | null {
  if (message.status === "recognizing text") return { stage: "reading", fraction: message.progress };
  const step = loadingStatuses.indexOf(message.status);
  return step < 0 ? null : { stage: "loading", fraction: (step + message.progress) / loadingStatuses.length };
}

/**
 * The photo as the reader takes it: turned upright by its camera's orientation and no larger than
 * `labelPhotoLongSide`, as a lossless PNG; null when the browser cannot decode it as a picture.
 */
async function preparedPhoto(photo: Blob): Promise<Blob | null> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: "from-image" }).catch(() => null);
  if (!bitmap) return null;
  const scale = Math.min(1, labelPhotoLongSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
}

function aborted(): DOMException {
  return new DOMException("The reading was cancelled.", "AbortError");
}

/**
 * One reader for the page: its worker starts with the first photo and stays for the next one.
 * Cancelling a reading ends the worker (tesseract.js cannot stop a job), and the next photo
 * starts a new one.
 */
export function createLabelReader(files: LabelReaderFiles) {
  let worker: Promise<Worker> | undefined;
  let report: ((progress: ReadingProgress) => void) | undefined;

  function started(): Promise<Worker> {
    worker ??= createWorker(labelReading.language, labelReading.engineMode, {
      ...files,
      // A worker from its own address, so that it runs under the policy served with it
      // (docs/security.md, "Reading a photo"); a blob: worker would need the page's policy opened.
      workerBlobURL: false,
      gzip: true,
      // The browser's HTTP cache keeps the files (a year, immutable); tesseract.js would keep a
      // second copy of the trained data in IndexedDB.
      cacheMethod: "none",
      logger: (message) => {
        const progress = progressOf(message);
        if (progress) report?.(progress);
      },
    }).catch((error: unknown) => {
      worker = undefined;
      throw new ReaderNotLoadedError("The label reader could not be loaded.", { cause: error });
    });
    return worker;
  }

  async function stop(): Promise<void> {
    const running = worker;
    worker = undefined;
    if (running) await (await running.catch(() => null))?.terminate();
  }

  /** Reads the photo; rejects with an `AbortError` when `signal` aborts, and ends the worker. */
  async function read(
    photo: Blob,
    onProgress: (progress: ReadingProgress) => void,
    signal: AbortSignal,
  ): Promise<ReadingOutcome> {
    report = onProgress;
    const cancelled = new Promise<never>((_resolve, reject) => {
      if (signal.aborted) reject(aborted());
      signal.addEventListener("abort", () => reject(aborted()), { once: true });
    });
    // A cancel after the reading has ended rejects with no one left to hear it.
    cancelled.catch(() => undefined);
    const cancel = () => void stop();
    signal.addEventListener("abort", cancel, { once: true });
    try {
      const image = await Promise.race([preparedPhoto(photo), cancelled]);
      if (!image) return { kind: "not-an-image" };
      onProgress({ stage: "loading", fraction: 0 });
      const reader = await Promise.race([started(), cancelled]);
      const { data } = await Promise.race([reader.recognize(image), cancelled]);
      const text = data.text.trim();
      return isUnreadableLabel(text, data.confidence) ? { kind: "unreadable" } : { kind: "read", text };
    } finally {
      signal.removeEventListener("abort", cancel);
      report = undefined;
    }
  }

  return { read, stop };
}

export type LabelReader = ReturnType<typeof createLabelReader>;
