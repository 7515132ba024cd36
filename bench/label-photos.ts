/**
 * The accuracy of reading a label photo (docs/check.md, "Reading a photo"; docs/performance.md):
 * each fixture photo of `tests/fixtures/label-photos/` recognised by tesseract.js in Node (the
 * package, the engine and the trained data the browser gets, with `labelReading`'s settings),
 * its text read by the check's own split and resolver, and the substances found compared with the
 * ones kulit reads in the label's list itself.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { createWorker } from "tesseract.js";
import { isUnreadableLabel, labelReading } from "~/domain/label-photo";
import { createIngredientCheck } from "~/server/check/ingredient-check.server";
import { projectPath } from "~/server/project-root.server";
import { labelPhotoDir, labelPhotos, unreadableLabelPhoto } from "../tests/fixtures/label-photos/label-photo";

export interface LabelPhotoResult {
  id: string;
  expected: number;
  /** Expected substances the photo's reading found. */
  right: number;
  /** Substances the photo's reading found that the list does not hold. */
  extra: number;
  /** What the reading missed, for the report. */
  missing: string[];
  /** Recognising the photo and reading its text as a check does. */
  ms: number;
  confidence: number;
  unreadable: boolean;
}

export interface LabelPhotoFigures {
  /** Starting the worker: the WebAssembly core and the trained data loaded and initialised. */
  startMs: number;
  photos: LabelPhotoResult[];
  /** Whether the label blurred past reading is called unreadable, as it must be. */
  blurredCalledUnreadable: boolean;
}

/** How many of each substance a list holds: a substance listed twice is expected twice. */
function counts(names: readonly string[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const name of names) found.set(name, (found.get(name) ?? 0) + 1);
  return found;
}

export async function labelPhotoFigures(): Promise<LabelPhotoFigures> {
  const require = createRequire(import.meta.url);
  const dataFolder = path.dirname(require.resolve(`@tesseract.js-data/${labelReading.language}/package.json`));
  const check = createIngredientCheck({
    cosingFile: projectPath("data", "cosing_ingredients_functions.csv"),
    ingredientPages: () => Promise.resolve(new Set<string>()),
  });
  // CosIng is loaded once before the clock starts, as a running server keeps it.
  await check.read(check.split("Water"), null);
  const started = performance.now();
  const worker = await createWorker(labelReading.language, labelReading.engineMode, {
    langPath: path.join(dataFolder, labelReading.trainedData),
    gzip: true,
    // Node would otherwise write the unpacked trained data into the working folder.
    cacheMethod: "none",
  });
  const startMs = performance.now() - started;
  const photos: LabelPhotoResult[] = [];
  try {
    for (const photo of labelPhotos()) {
      const before = performance.now();
      const { data } = await worker.recognize(photo.photoFile);
      const reading = await check.read(check.split(data.text), null);
      const ms = performance.now() - before;
      const found = counts(reading.ingredients.map((entry) => entry.inciName));
      const expected = counts(photo.expected);
      let right = 0;
      const missing: string[] = [];
      for (const [name, count] of expected) {
        const matched = Math.min(count, found.get(name) ?? 0);
        right += matched;
        if (matched < count) missing.push(name);
      }
      const extra = [...found].reduce((sum, [name, count]) => sum + Math.max(0, count - (expected.get(name) ?? 0)), 0);
      photos.push({
        id: photo.id,
        expected: photo.expected.length,
        right,
        extra,
        missing,
        ms,
        confidence: data.confidence,
        unreadable: isUnreadableLabel(data.text, data.confidence),
      });
    }
    const blurred = (await worker.recognize(path.join(labelPhotoDir, unreadableLabelPhoto))).data;
    return { startMs, photos, blurredCalledUnreadable: isUnreadableLabel(blurred.text, blurred.confidence) };
  } finally {
    await worker.terminate();
  }
}
