/**
 * A photo of a label, read in the shopper's browser (docs/check.md, "Reading a photo"; ADR 0033):
 * the limits a photo is held to, how tesseract.js is set up, and when its text is not a list.
 * The browser and the accuracy bench (`bench/label-photos.ts`) read with the same settings.
 */

/**
 * The largest photo taken: a phone's camera writes 2 to 12 MB; a file above 25 MB is no photo
 * of a label, and decoding it could exhaust a phone's memory.
 */
export const maxLabelPhotoBytes = 25 * 1024 * 1024;

/**
 * A photo is scaled down to this many pixels on its long side before it is read: a label's small
 * type stays some 20 pixels high, and a 12-megapixel photo would take several times as long.
 */
export const labelPhotoLongSide = 2400;

/**
 * tesseract.js's settings: English, the LSTM engine only (`OEM.LSTM_ONLY`: the WebAssembly builds
 * without the legacy engine, and the trained data without its model), and the trained data of
 * `@tesseract.js-data/eng`'s `4.0.0_best_int` folder (2.9 MB gzipped), which the bench found as
 * accurate on the fixture labels as the 10.9 MB `4.0.0` file (docs/check.md, "Figures").
 */
export const labelReading = { language: "eng", engineMode: 1, trainedData: "4.0.0_best_int" } as const;

/** Where the browser finds tesseract.js's files on kulit's own origin (`createWorker`'s options). */
export interface LabelReaderFiles {
  /** The worker script. */
  workerPath: string;
  /** The folder of the WebAssembly builds; tesseract.js picks one by the browser's SIMD support. */
  corePath: string;
  /** The folder of `eng.traineddata.gz`. */
  langPath: string;
}

/** Words of three letters or more that recognition is fairly sure of: a list has a few. */
const minimumWords = 2;
/** tesseract's mean confidence (0–100) under which a text is guesswork, not a reading. */
const minimumConfidence = 40;

/**
 * Whether a photo's recognised text is no list at all (a blurred, dark or distant photo, or no
 * text): too few words, or tesseract's own confidence too low. Anything else goes to the field,
 * for the shopper to correct.
 */
export function isUnreadableLabel(text: string, confidence: number): boolean {
  const words = text.match(/\p{L}{3,}/gu) ?? [];
  return words.length < minimumWords || confidence < minimumConfidence;
}
