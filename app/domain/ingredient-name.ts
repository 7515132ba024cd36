/**
 * Canonical display names and lookup ids for ingredients.
 *
 * Retailer lists spell one ingredient many ways ("Water (Aqua)", "WATER", "aqua", "Sodium
 * hyaluronate."), so every name is normalised once here and the URL id derives from the
 * normalised name: any spelling of an ingredient reaches the same ingredient page.
 */

/** Spellings that all mean water in an INCI list; shown as "Water". */
const waterSpellings = new Set(["water", "aqua", "eau", "purified water", "water aqua", "aqua water"]);

/** INCI abbreviations that stay upper case in display names. */
const upperCaseWords = new Set([
  "aha",
  "bha",
  "pha",
  "bht",
  "ci",
  "dea",
  "dna",
  "edta",
  "mea",
  "pca",
  "peg",
  "ppg",
  "pvp",
  "pvm",
  "tea",
  "uv",
  "spf",
  "np",
  "ap",
  "ns",
  "as",
  "eop",
  "eos",
  "ng",
  "va",
  "vp",
  "ma",
  "hdi",
  "ipdi",
  "smdi",
  "ii",
  "iii",
  "iv",
  "pg",
  "dmdm",
  "mipa",
  "tdi",
  "epo",
  "ppm",
]);

/** Lower-case INCI prefixes (recombinant / synthetic human) kept as the INCI writes them. */
const lowerCasePrefixes = new Set(["sh", "rh"]);

function capitaliseWord(word: string): string {
  const lower = word.toLowerCase();
  if (lower === "") return word;
  if (upperCaseWords.has(lower)) return lower.toUpperCase();
  if (lower === "hcl") return "HCl";
  // Carbon-chain names such as C12-15 or C13-14 keep their capital C.
  if (/^c\d/.test(lower)) return lower.toUpperCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

function titleCase(name: string): string {
  // Split on separators but keep them, so "PEG-60", "Caprylic/Capric", "1,2-Hexanediol" and
  // "Poly(C6-14 Olefin)" survive.
  const parts = name.split(/([\s\-/,.&+'’()])/);
  return parts
    .map((part, index) => {
      if (/^[\s\-/,.&+'’()]$/.test(part) || part === "") return part;
      const next = parts[index + 1];
      if (lowerCasePrefixes.has(part.toLowerCase()) && next === "-") return part.toLowerCase();
      // A letter after an apostrophe ("Jojoba's") stays lower case.
      const previous = parts[index - 1];
      if ((previous === "'" || previous === "’") && part.length <= 2) return part.toLowerCase();
      return capitaliseWord(part);
    })
    .join("");
}

/**
 * Removes "(...)" groups that annotate a name ("(Shea)", "(100%)", "(Aqua)"), not a leading
 * "(-)-", and not a carbon chain glued to the word it belongs to: "Poly(C6-14 Olefin)" is a name.
 */
function withoutAnnotations(name: string): string {
  let result = name;
  let previous: string;
  do {
    previous = result;
    result = result
      .replace(/(\S)(\s*)\(([^()]*)\)/g, (group: string, before: string, space: string, inside: string) =>
        space === "" && /^C\d/i.test(inside) ? group : before,
      )
      .replace(/\s*\[[^\][]*\]/g, "");
  } while (result !== previous);
  return result;
}

/**
 * The canonical display name of one INCI entry: trimmed, without trailing punctuation,
 * percentages or parenthesised common names, water spellings unified, in INCI title case.
 * Splitting a list into entries (commas, "(and)") is the list parser's job.
 */
export function normaliseIngredientName(raw: string): string {
  let name = raw
    .normalize("NFKC")
    .replace(/[*†‡™®]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  name = name.replace(/^[-–•·:;,.\s]+/, "").replace(/[\s.,;:]+$/, "");
  // Percent figures are amounts, not part of the name ("100% Artemisia Annua Extract").
  name = name
    .replace(/\(?\s*\d+(?:[.,]\d+)?\s*(?:%|ppm)\s*\)?/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  const stripped = withoutAnnotations(name).replace(/\s+/g, " ").trim();
  if (stripped !== "") name = stripped;
  const lower = name.toLowerCase();
  const waterKey = lower
    .replace(/[^a-z ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (waterSpellings.has(waterKey) || /^water\s*[/\\]\s*aqua(\s*[/\\]\s*eau)?$/.test(lower)) return "Water";
  if (lower === "fragrance" || lower === "parfum" || lower === "fragrance/parfum" || lower === "parfum/fragrance") {
    return "Fragrance";
  }
  return titleCase(name);
}

/** Lower-case ASCII slug: letters and digits, single hyphens between. */
export function slugify(text: string): string {
  return text
    .replace(/[™®©]/g, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The stable id of an ingredient, used as its key and in `/{lang}/ingredient/{name}`:
 * the slug of the normalised name, so "Niacinamide", "niacinamide", "NIACINAMIDE" and
 * "niacinamide." share one id, and so does the id itself.
 */
export function ingredientIdOf(name: string): string {
  return slugify(normaliseIngredientName(name));
}
