/**
 * Indonesian words that labels sold in Indonesia use inside INCI names, with the INCI word each
 * stands for (docs/catalogue.md, "Ingredient names and CosIng"). A word is here only when it
 * has one meaning in an ingredient name; "kulit" (skin, peel or bark) is read as PEEL, and as
 * BARK in "kulit kayu" (the bark of a tree, `indonesianPhrases`).
 */
const indonesianWords: Readonly<Record<string, string>> = {
  AIR: "WATER",
  AKAR: "ROOT",
  ALKIL: "ALKYL",
  ALKOHOL: "ALCOHOL",
  ASAM: "ACID",
  BATANG: "STEM",
  BENZOAT: "BENZOATE",
  BERFERMENTASI: "FERMENT",
  BIJI: "SEED",
  BUAH: "FRUIT",
  BUNGA: "FLOWER",
  DAUN: "LEAF",
  EKSTRAK: "EXTRACT",
  FERMENTASI: "FERMENT",
  FOSFAT: "PHOSPHATE",
  GLIKOL: "GLYCOL",
  GLISERIN: "GLYCERIN",
  KULIT: "PEEL",
  MADU: "HONEY",
  MINYAK: "OIL",
  STEARAT: "STEARATE",
};

/** Two-word Indonesian names read as one INCI word. */
const indonesianPhrases: readonly (readonly [phrase: RegExp, inci: string])[] = [[/\bKULIT KAYU\b/g, "BARK"]];

/** Words that name the form or part of a plant substance: Indonesian writes them before the plant. */
const headWords = new Set([
  "EXTRACT",
  "OIL",
  "WATER",
  "LEAF",
  "ROOT",
  "STEM",
  "SEED",
  "FRUIT",
  "FLOWER",
  "PEEL",
  "BARK",
]);

/**
 * An upper-case name written with Indonesian words in INCI words and INCI order, or undefined
 * when it has none: "AIR" → WATER, "HOUTTUYNIA CORDATA EKSTRAK" → HOUTTUYNIA CORDATA EXTRACT,
 * "EKSTRAK DAUN CENTELLA ASIATICA" → CENTELLA ASIATICA LEAF EXTRACT (Indonesian names the form,
 * then the part, then the plant: the leading form and part words go to the end, in reverse).
 */
export function inciFromIndonesian(upper: string): string | undefined {
  let text = upper;
  for (const [phrase, inci] of indonesianPhrases) text = text.replace(phrase, inci);
  const words = text.split(" ");
  let changed = text !== upper;
  const translated = words.map((word) => {
    const inci = indonesianWords[word];
    if (inci === undefined) return word;
    changed = true;
    return inci;
  });
  if (!changed) return undefined;
  const lead = translated.findIndex((word) => !headWords.has(word));
  if (lead <= 0) return translated.join(" ");
  return [...translated.slice(lead), ...translated.slice(0, lead).reverse()].join(" ");
}
