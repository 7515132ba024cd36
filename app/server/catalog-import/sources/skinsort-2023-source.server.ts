import { z } from "zod";
import { readProductSource } from "../source-file.server";
import type { SourceResult } from "../source-row.server";

export const skinsort2023File = "products_skinsort_subset_2023.csv";

const row = z.object({
  brand: z.string(),
  name: z.string(),
  type: z.string().default(""),
  ingridients: z.string().default(""),
});

/**
 * Skinsort names are lower case ("volcanic clusters pore clearing facial foam"); display them in
 * title case, with the sun words as labels print them: "UV", "SPF" (also for the German "LSF" that
 * some of its names carry: "soft airy uv essence lsf50 pa "), "PA".
 */
function titleCased(name: string): string {
  return name
    .trim()
    .replace(/\b(?:lsf|spf)(?=\s*\d)/g, "SPF")
    .replace(/\b(uv|pa)\b/g, (word) => word.toUpperCase())
    .replace(/(^|[\s(/-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** Skinsort, May 2023: names, full lists (comma without space), and type; no price (its concern flags are not read). */
export function readSkinsort2023(dataDir: string): SourceResult | undefined {
  return readProductSource(
    dataDir,
    { file: skinsort2023File, source: "skinsort-2023", observedOn: "2023-05-28", row },
    // No aspects: Skinsort's concern flags ("Anti-Aging", "Hydrating") are its own reading of the
    // list, blind to where an ingredient sits, not what the maker states; our rules read the list.
    (r) => ({ brand: r.brand, name: titleCased(r.name), labels: [r.type], ingredients: r.ingridients }),
  );
}
