import { LRUCache } from "lru-cache";
import { editDistance } from "~/domain/edit-distance";
import { ingredientIdOf, slugify } from "~/domain/ingredient-name";
import { type CosingIndex, type CosingRecord, compactKey, inciKey, inciWords } from "./cosing-index.server";
import { inciCorrections } from "./inci-corrections.server";
import { namesHeldBy } from "./inci-list.server";
import { inciFromIndonesian } from "./indonesian-inci.server";
import { statedAmountsHold } from "./stated-amounts.server";

/** How a token reached its CosIng entry (docs/catalogue.md, "Ingredient names and CosIng"). */
export type ResolutionMethod = "exact" | "synonym" | "fuzzy" | "correction";

export interface CosingResolution {
  kind: "cosing";
  raw: string;
  record: CosingRecord;
  displayName: string;
  /** The ingredient's page id: one per substance. */
  id: string;
  how: ResolutionMethod;
}

/** A clean, plausible name CosIng does not list: kept and shown as cleaned, counted as lost. */
export interface UnresolvedIngredient {
  kind: "unresolved";
  raw: string;
  unresolved: string;
  displayName: string;
  id: string;
}

/** Not an ingredient name (a fragment, retailer text): dropped. */
export interface GarbageToken {
  kind: "garbage";
  raw: string;
  reason: string;
}

export type IngredientResolution = CosingResolution | UnresolvedIngredient | GarbageToken;
export type ListedIngredient = CosingResolution | UnresolvedIngredient;

/** One entry of an accepted list: its substance, and what the label states beside it. */
export type ListEntry = ListedIngredient & {
  /** A "Drug Facts" label's active ingredient, printed above the inactive list. */
  active: boolean;
  /** The percentage the label prints with the entry ("Avobenzone 3.0%"), or null. */
  statedPercent: number | null;
};

export type IngredientListResolution = ({ ok: true } & IngredientListReading) | { ok: false; reason: string };

/** A list may lose at most this share of its tokens to names CosIng does not know. */
const maxLostShare = 0.1;
const minIngredients = 5;

/** Display names for substances CosIng lists under two INCI names, the plain-English one shown. */
const displayNames: Readonly<Record<string, string>> = { AQUA: "Water" };

/** INCI abbreviations written in capitals ("PEG-60", "Disodium EDTA", "Ceramide NP"). */
const capitalWords = new Set([
  "AHA",
  "AMP",
  "AP",
  "AS",
  "BHA",
  "BHT",
  "CI",
  "DEA",
  "DIPA",
  "DL",
  "DMDM",
  "DNA",
  "EDTA",
  "EOP",
  "EOS",
  "HDI",
  "HEDTA",
  "II",
  "III",
  "IPDI",
  "IV",
  "MA",
  "MEA",
  "MIPA",
  "NG",
  "NP",
  "NS",
  "PABA",
  "PCA",
  "PEG",
  "PG",
  "PHA",
  "PPG",
  "PVM",
  "PVP",
  "RNA",
  "SD",
  "SMDI",
  "TBHQ",
  "TDI",
  "TIPA",
  "UV",
  "VA",
  "VP",
]);

/** Recombinant ("sh-Oligopeptide-1") and similar prefixes CosIng writes in lower case on labels. */
const lowerCasePrefixes = new Set(["SH", "RH"]);

function casedWord(word: string, previous: string | undefined, next: string | undefined): string {
  const upper = word.toUpperCase();
  if (lowerCasePrefixes.has(upper) && next === "-") return upper.toLowerCase();
  if (capitalWords.has(upper)) return upper;
  // Triethanolamine salts ("TEA-Lauryl Sulfate"); elsewhere the word is tea ("Black Tea Ferment").
  if (upper === "TEA" && next?.startsWith("-")) return upper;
  if (upper === "HCL") return "HCl";
  // Carbon chains (C12-15), locants and single letters of chemical names (3-O-Ethyl, D-Panthenol) stay capitals.
  if (/^C\d/.test(upper) || /\d/.test(upper) || (upper.length === 1 && (next === "-" || previous === "-"))) {
    return upper;
  }
  if (previous === "'" || previous === "’") return upper.toLowerCase();
  return upper.charAt(0) + upper.slice(1).toLowerCase();
}

/**
 * An INCI name in readable title case with the same letters, so a case-insensitive compare
 * with CosIng still matches: "1,2-HEXANEDIOL" → "1,2-Hexanediol", "PEG-60 HYDROGENATED CASTOR
 * OIL" → "PEG-60 Hydrogenated Castor Oil", "POLY(C6-14 OLEFIN)" → "Poly(C6-14 Olefin)".
 */
export function inciDisplayName(inciName: string): string {
  const override = displayNames[inciKey(inciName)];
  if (override !== undefined) return override;
  const parts = inciKey(inciName).split(/([^A-Z0-9]+)/);
  return parts
    .map((part, index) => (/^[A-Z0-9]/.test(part) ? casedWord(part, parts[index - 1], parts[index + 1]) : part))
    .join("");
}

/**
 * Brackets made whole: an opening one without a partner goes ("Ascorbic Acid(5%"); a closing
 * one without a partner closes a note of the word before it, which lost its opening bracket
 * ("Vaccinium Angustifolium Blueberry) Fruit Extract").
 */
function balanceBrackets(text: string): string {
  const open: number[] = [];
  const notes = new Set<number>();
  const dropped = new Set<number>();
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (char === "(") open.push(index);
    if (char === ")" && open.pop() === undefined) {
      const word = text.slice(0, index).search(/[A-Za-z]+$/);
      if (word < 0) dropped.add(index);
      else notes.add(word);
    }
  }
  for (const index of open) dropped.add(index);
  return [...text].map((char, index) => (dropped.has(index) ? " " : notes.has(index) ? `(${char}` : char)).join("");
}

const amounts = /(\(?)\s*[<≤~]?\s*\d+(?:[.,]\d+)?\s*(?:%|ppm|ppb)\s*(\)?)/gi;

/**
 * An amount goes with the bracket around it ("(5%)", "(5%" and "10%)"), but a bracket that also
 * holds a name keeps its partner: "Hydroxypropyl Bispalmitamide MEA (Ceramide PC-104 32.7ppm)"
 * is the INCI name and its trade name in a note.
 */
function withoutAmount(_amount: string, opening: string, closing: string, offset: number, text: string): string {
  const before = text.slice(0, offset);
  const openNote = before.lastIndexOf("(") > before.lastIndexOf(")");
  return closing !== "" && opening === "" && openNote ? " )" : " ";
}

/**
 * The token without what is not its name: marks (*, ™), square-bracket notes ("[Nano]"),
 * amounts ("5%", "(100ppm)"), unpaired brackets, leading bullets and trailing punctuation;
 * accents, mis-decoded characters and backslashes between names ("Water\\Aqua") made plain.
 */
function cleanToken(raw: string): string {
  const text = raw
    .replace(/â[\u0080-\u00bf]{0,2}/g, "-")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[*†‡™®©|]+/g, " ")
    .replace(/\s*[\\/]\s*\?/g, "/")
    .replace(/\\/g, "/")
    .replace(/\[[^\]]*\]?/g, " ")
    .replace(amounts, withoutAmount)
    // An amount given without its unit ("Royal Jelly 0.05"): a decimal is never part of an INCI name.
    .replace(/\s\d+[.,]\d+\s*$/, "")
    // Colour Index numbers: "Cl 77891" (a lower-case L), "ci77019", "CI 15850:1" (a lake of CI 15850).
    .replace(/\bC[Il]\s*(\d{5})(?::\d)?\b/gi, "CI $1")
    // Digits and letters typed for one another: "3-0-Ethyl" (3-O-), "Pyridoxine HCI" (HCl), "1 2-Hexanediol".
    .replace(/\b(\d)-0-/g, "$1-O-")
    .replace(/\bHCI\b/gi, "HCl")
    .replace(/^(\d) (\d)-/, "$1,$2-");
  return balanceBrackets(text)
    .replace(/\(\s+/g, "(")
    .replace(/\s+\)/g, ")")
    .replace(/\(\)/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^[-–—•·:;,.\s]+/, "")
    .replace(/[-–—\s.,;:]+$/, "")
    .trim();
}

/**
 * The name without parenthesised notes ("Butyrospermum Parkii (Shea) Butter" → "… Butter"),
 * except a carbon chain glued to its word, which is part of the name ("Poly(C6-14 Olefin)").
 */
function withoutNotes(upper: string): string {
  let result = upper;
  let previous: string;
  do {
    previous = result;
    result = result.replace(
      /(^|\S)(\s*)\(([^()]*)\)/g,
      (group: string, before: string, space: string, inside: string) =>
        before !== "" && space === "" && /^C\d/.test(inside) ? group : `${before} `,
    );
  } while (result !== previous);
  return inciKey(result).replace(/^[-\s]+/, "");
}

/** The parts of the parenthesised notes: "Water (Aqua, Eau)" → AQUA, EAU. */
function notesOf(upper: string): string[] {
  return [...upper.matchAll(/\(([^()]+)\)/g)]
    .flatMap((match) => (match[1] ?? "").split(/[,;]/))
    .map(inciKey)
    .filter((part) => part !== "");
}

/**
 * Readings of a name whose note carries part of it: "Aloe Barbadensis (Leaf) Extract" → ALOE
 * BARBADENSIS LEAF EXTRACT, "Butyrospermum Parkii (Shea Butter)" → BUTYROSPERMUM PARKII BUTTER,
 * "Willow (Salix Alba) Bark Extract" → SALIX ALBA BARK EXTRACT, "Evernia Prunastri (Oakmoss) Extract
 * Oakmoss" → EVERNIA PRUNASTRI EXTRACT.
 */
function notesUnwrapped(upper: string): string[] {
  if (!upper.includes("(")) return [];
  const readings = [inciKey(upper.replace(/[()]/g, " "))];
  const trailing = trailingNote(upper);
  if (trailing) readings.push(trailing.reading);
  // A common name first, the INCI name in its note: "Willow (Salix Alba) Bark Extract".
  const leading = /^[^()]+\(([^()]+)\)\s*([^()]*)$/.exec(upper);
  if (leading?.[1]) readings.push(inciKey(`${leading[1]} ${leading[2] ?? ""}`));
  // The common name repeated after the INCI name: "Evernia Prunastri (Oakmoss) Extract Oakmoss".
  const repeated = /^(.*\(([^()]+)\).*?)\s+\2$/.exec(upper);
  if (repeated?.[1]) readings.push(withoutNotes(repeated[1]));
  return readings;
}

/** A name's trailing note ("Santalum Album (Sandalwood Oil)"), read as the name with the note's last word. */
function trailingNote(upper: string): { reading: string; lastWord: string } | undefined {
  const trailing = /^(.*[^\s(])\s*\(([^()]+)\)$/.exec(upper);
  const lastWord = trailing?.[2]?.trim().split(" ").at(-1);
  if (!trailing?.[1] || !lastWord) return undefined;
  return { reading: inciKey(`${withoutNotes(trailing[1])} ${lastWord}`), lastWord };
}

/** Words that name the part or preparation of a plant ("Oil", "Extract"). */
const partWord = /^(OIL|EXTRACT|WATER|BUTTER|WAX|JUICE|POWDER|FILTRATE)$/;

/** Edits a misspelt word may have: none under 5 letters (NP/AP, PEG, CI), one up to 11, two from 12. */
function editsAllowed(word: string): number {
  if (word.length < 5) return 0;
  return word.length < 12 ? 1 : 2;
}

/** Endings that name a different compound: an alkene is no alkane, an aldehyde no alcohol. */
const chemicalEndings = ["ANE", "ENE", "YNE", "ATE", "ITE", "IDE", "OL", "AL", "ONE"];

/**
 * Whether a change keeps the compound: the same chemical ending, nothing added after one
 * ("Neroli" is no NEROL; a plural S or a doubled letter aside), and no "DI" dropped or added
 * ("Ethylhexandiol" is no ETHYLHEXANOL, "Methoxybenzoylmethane" no METHOXYDIBENZOYLMETHANE).
 */
function sameCompound(word: string, candidate: string): boolean {
  const ending = chemicalEndings.find((suffix) => word.endsWith(suffix));
  const candidateEnding = chemicalEndings.find((suffix) => candidate.endsWith(suffix));
  if (ending !== undefined && candidateEnding !== undefined && ending !== candidateEnding) return false;
  const added = word.startsWith(candidate) ? word.slice(candidate.length) : "";
  if (candidateEnding !== undefined && added !== "" && added !== "S" && added !== candidate.slice(-1)) return false;
  const [longer, shorter] = word.length > candidate.length ? [word, candidate] : [candidate, word];
  for (let index = 0; index + 2 <= longer.length; index += 1) {
    if (longer.slice(index, index + 2) === "DI" && longer.slice(0, index) + longer.slice(index + 2) === shorter)
      return false;
  }
  return true;
}

const maxFuzzyEdits = 2;

/**
 * A word found in one or two INCI names, where a word one edit away is in ten times as many,
 * is taken for a misspelling CosIng itself carries ("Camelia", "Gycol", "Gingko").
 */
const rareWordUses = 2;
const commonWordFactor = 10;

/**
 * The one CosIng name a misspelt token stands for, under the guard of docs/catalogue.md: only
 * words found in no INCI name (or in one or two, beside a far more common spelling) are
 * changed, so "Ceramide NP" never becomes "Ceramide AP" and a real name CosIng lacks is never
 * turned into another; never a word with digits or under 5 letters; each into a word of the
 * same compound (`sameCompound`) within its edit allowance, at most two edits in all; the
 * closest name must be the only one at its distance, and keep each changed word's first letter.
 */
function fuzzyRecord(upper: string, cosing: CosingIndex): CosingRecord | undefined {
  const parts = upper.split(/([^A-Z0-9]+)/);
  const options: { index: number; words: NearWord[] }[] = [];
  for (const [index, part] of parts.entries()) {
    if (!/^[A-Z0-9]/.test(part)) continue;
    const uses = cosing.wordFrequency(part);
    if (uses > rareWordUses) continue;
    const allowed = editsAllowed(part);
    const words = /\d/.test(part) || allowed === 0 ? [] : nearWords(part, uses, allowed, cosing);
    if (words.length > 0) options.push({ index, words });
    else if (uses === 0) return undefined;
  }
  if (options.length === 0 || options.length > maxFuzzyEdits) return undefined;
  const matches = new Map<string, { record: CosingRecord; distance: number; sameInitials: boolean }>();
  const visit = (depth: number, chosen: string[], distance: number, sameInitials: boolean): void => {
    if (distance > maxFuzzyEdits) return;
    const option = options[depth];
    if (!option) {
      const name = chosen.join("");
      const record = cosing.bySynonym(name) ?? cosing.byInciName(name) ?? cosing.byCompactKey(name);
      const known = record && matches.get(record.inciName);
      if (record && distance > 0 && (!known || known.distance > distance)) {
        matches.set(record.inciName, { record, distance, sameInitials });
      }
      return;
    }
    // A rare known word may also stay as it is.
    if (cosing.wordFrequency(parts[option.index] ?? "") > 0) visit(depth + 1, chosen, distance, sameInitials);
    for (const near of option.words) {
      const next = [...chosen];
      next[option.index] = near.word;
      visit(depth + 1, next, distance + near.distance, sameInitials && near.sameInitial);
    }
  };
  visit(0, parts, 0, true);
  const ranked = [...matches.values()].sort((a, b) => a.distance - b.distance);
  const [best, second] = ranked;
  if (!best || !best.sameInitials || (second && second.distance === best.distance)) return undefined;
  return best.record;
}

interface NearWord {
  word: string;
  distance: number;
  sameInitial: boolean;
}

/**
 * The vocabulary words a misspelt word may stand for, with their distance. Words with another
 * first letter are kept too, only so that a name they make as closely ("Scorbic Acid": SORBIC
 * ACID, ASCORBIC ACID) leaves the choice open.
 */
function nearWords(part: string, uses: number, allowed: number, cosing: CosingIndex): NearWord[] {
  return rememberedPerIndex(nearWordCaches, cosing, part, () =>
    wordsWithin(part, uses, uses > 0 ? 1 : allowed, cosing),
  );
}

/** The vocabulary words within `limit` edits of a word, of the same compound; beside a rare known word, only far more common ones. */
function wordsWithin(part: string, uses: number, limit: number, cosing: CosingIndex): NearWord[] {
  const words: NearWord[] = [];
  for (const word of cosing.wordsNearLength(part.length, limit)) {
    if (uses > 0 && cosing.wordFrequency(word) < commonWordFactor * uses) continue;
    const distance = editDistance(part, word, limit);
    if (distance <= limit && distance > 0 && sameCompound(part, word)) {
      words.push({ word, distance, sameInitial: word.charAt(0) === part.charAt(0) });
    }
  }
  return words;
}

const nearWordCaches = new WeakMap<CosingIndex, LRUCache<string, NearWord[]>>();

/** A "did you mean" offers at most this many names, and looks at most this far. */
const maxSuggestions = 3;
const maxSuggestionEdits = 3;
/** Each unknown word offers its nearest few words, and only the first few words of a name are varied. */
const wordsPerSuggestedWord = 5;
const variedWordsPerName = 4;

/** The words a suggestion may put in place of a word: the fuzzy step's candidates one edit further (two at most). */
function suggestedWords(part: string, cosing: CosingIndex): NearWord[] {
  return rememberedPerIndex(suggestedWordCaches, cosing, part, () =>
    wordsWithin(part, 0, Math.min(maxFuzzyEdits, editsAllowed(part) + 1), cosing)
      .sort((a, b) => a.distance - b.distance || cosing.wordFrequency(b.word) - cosing.wordFrequency(a.word))
      .slice(0, wordsPerSuggestedWord),
  );
}

const suggestedWordCaches = new WeakMap<CosingIndex, LRUCache<string, NearWord[]>>();

/**
 * The CosIng names nearest to an entry no step resolved, for a "did you mean …" beside it
 * (docs/check.md): without the fuzzy step's guard, each word may change into one of its
 * nearest vocabulary words (`suggestedWords`) or stay when CosIng uses it, in every combination
 * within three edits that spells a CosIng name, nearest first; then the names the entry begins
 * ("Potassium Hyalur": POTASSIUM HYALURONATE). Indonesian words are read in English first.
 */
export function nearestCosingNames(raw: string, cosing: CosingIndex): CosingResolution[] {
  const base = withoutNotes(inciKey(cleanToken(raw)));
  const upper = inciFromIndonesian(base) ?? base;
  if (!/[A-Z]{2}/.test(upper)) return [];
  const parts = upper.split(/([^A-Z0-9]+)/);
  const options = [...parts.entries()]
    .filter(([, part]) => /^[A-Z]+$/.test(part))
    .map(([index, part]) => ({ index, part, words: suggestedWords(part, cosing) }))
    .filter((option) => option.words.length > 0)
    .slice(0, variedWordsPerName);
  const found = new Map<string, { record: CosingRecord; distance: number }>();
  const visit = (depth: number, chosen: readonly string[], distance: number): void => {
    if (distance > maxSuggestionEdits) return;
    const option = options[depth];
    if (!option) {
      const name = chosen.join("");
      const record = cosing.bySynonym(name) ?? cosing.byInciName(name) ?? cosing.byCompactKey(name);
      const known = record && found.get(record.inciName);
      if (record && distance > 0 && (!known || known.distance > distance))
        found.set(record.inciName, { record, distance });
      return;
    }
    if (cosing.wordFrequency(option.part) > 0) visit(depth + 1, chosen, distance);
    for (const near of option.words) {
      const next = [...chosen];
      next[option.index] = near.word;
      visit(depth + 1, next, distance + near.distance);
    }
  };
  visit(0, parts, 0);
  const near = [...found.values()]
    .sort((a, b) => a.distance - b.distance || a.record.inciName.localeCompare(b.record.inciName))
    .map((match) => match.record);
  const completions = cosing
    .namesBeginning(compactKey(upper), maxSuggestions * 3)
    .flatMap((name) => cosing.bySynonym(name) ?? cosing.byCompactKey(name) ?? []);
  const suggestions = new Map<string, CosingResolution>();
  for (const record of [...near, ...completions]) {
    const resolution = cosingResolution(raw, cosing.bySynonym(record.inciName) ?? record, "fuzzy");
    if (suggestions.size < maxSuggestions && !suggestions.has(resolution.id))
      suggestions.set(resolution.id, resolution);
  }
  return [...suggestions.values()];
}

/**
 * What `compute` gives for `key`, worked out once per CosIng index: an import reads the same
 * names and words thousands of times against one index, and a test's own index gets its own answers.
 */
function rememberedPerIndex<T extends object>(
  caches: WeakMap<CosingIndex, LRUCache<string, T>>,
  cosing: CosingIndex,
  key: string,
  compute: () => T,
): T {
  let cache = caches.get(cosing);
  if (!cache) {
    // A server reads visitors' pasted lists against one index for its whole life (docs/check.md):
    // the memo keeps the names used last rather than grow with every name anyone types.
    cache = new LRUCache({ max: maxRemembered });
    caches.set(cosing, cache);
  }
  const known = cache.get(key);
  if (known !== undefined) return known;
  const value = compute();
  cache.set(key, value);
  return value;
}

/** Four times what the demo catalogue's import remembers (12,629 names, 2026-11-30): the import never forgets one. */
const maxRemembered = 50_000;

/** The name with its last word in the other number: "Caprylic/Capric Triglycerides", "Xanthophyll". */
function otherNumber(upper: string, cosing: CosingIndex): CosingRecord | undefined {
  const match = /([A-Z]{5,})$/.exec(upper);
  if (!match) return undefined;
  const other = upper.endsWith("S") ? upper.slice(0, -1) : `${upper}S`;
  return cosing.byInciName(other);
}

/** Words that show a token is retailer text or a fragment, never part of an INCI name. */
const proseWords =
  /\b(the|your|you|our|with|helps?|is|are|this|that|for|benefits?|contains?|ingredients?|free|formula|skin|natural|organic|complex|derived)\b/i;

/** Words that name a part or a form, never a substance on their own ("Extract", "Fruit Extract"). */
const partWords = new Set([
  "ACID",
  "BARK",
  "BLACK",
  "BLUE",
  "BUTTER",
  "CALLUS",
  "CELL",
  "COLOR",
  "COLOUR",
  "COPOLYMER",
  "CROSSPOLYMER",
  "CULTURE",
  "ESTERS",
  "EXTRACT",
  "FERMENT",
  "FILTRATE",
  "FLOWER",
  "FRUIT",
  "GREEN",
  "GUM",
  "JUICE",
  "KERNEL",
  "LEAF",
  "LYSATE",
  "OIL",
  "PEEL",
  "POLYMER",
  "POWDER",
  "RED",
  "ROOT",
  "SEED",
  "STEM",
  "WATER",
  "WAX",
  "WHITE",
  "YELLOW",
]);

/**
 * Whether a token is a complete name followed by a CosIng name: "Sanguisorba Officinalis
 * Extract Pelargonium Graveolens Extract", "Glycine Soja Sterol. Cetearyl Glucoside".
 */
function endsWithAnotherName(clean: string, cosing: CosingIndex): boolean {
  const words = clean.split(" ");
  for (let cut = 1; cut < words.length - 1; cut += 1) {
    const before = words.slice(0, cut).join(" ");
    const quoted = /^['’]/.test(words[cut] ?? "");
    const ends =
      quoted ||
      /[.'’]$/.test(before) ||
      partWords.has(
        inciKey(before)
          .split(/[^A-Z]+/)
          .at(-1) ?? "",
      );
    const after = words.slice(cut).join(" ").replace(/^['’]/, "");
    if (ends && (cosing.byInciName(after) ?? cosing.bySynonym(after))) return true;
  }
  return false;
}

/** Words that name what was done to a substance: what follows them is that substance, treated. */
const treatmentWords = new Set([
  "ACETYLATED",
  "DEHYDRATED",
  "FERMENTED",
  "HYDROGENATED",
  "HYDROLYZED",
  "HYDROXYLATED",
  "OXIDIZED",
  "SULFATED",
]);

/**
 * Whether a name CosIng lacks is the first word of one name run into a whole other one, the words
 * between lost with their comma: belif's "Butylene Glycerin" is BUTYLENE GLYCOL, GLYCERIN (the
 * twelfth review), Tony Moly's "Prunus Disodium EDTA" a plant's genus and DISODIUM EDTA (the
 * nineteenth), not ingredients. A part word second ("Mineral Water") names a part, not a second
 * substance, and a word that makes one substance of another ("Hydrolyzed Gardenia Florida Fruit
 * Extract") names one ingredient.
 */
function cutNameBeforeName(base: string, cosing: CosingIndex): boolean {
  const [first, second, ...more] = base.split(" ");
  if (first === undefined || second === undefined || partWords.has(second) || treatmentWords.has(first)) return false;
  const rest = [second, ...more].join(" ");
  return (
    cosing.beginsLongerName(first) && cosing.byInciName(first) === undefined && cosing.byInciName(rest) !== undefined
  );
}

/**
 * Label names our CosIng extract lacks whose words it never uses, so that they would read as
 * typos: kept in the list as written (and counted as not in CosIng), never dropped.
 */
const namesCosingLacks = new Set(["CARBONATED WATER"]);

/** The reason given to a name's first words without its end ("Potassium Hyalur"). */
const cutOffStart = "the cut-off start of a longer name";

/**
 * Why a cleaned token is no ingredient name to show, or undefined when it is a plausible name
 * CosIng lacks: made of words that occur in INCI names, not a part word alone, not the cut-off
 * start of a longer name. A word found in no INCI name is a typo the steps above could not
 * resolve, or text: shown, it would be garbled.
 */
function garbageReason(clean: string, base: string, cosing: CosingIndex): string | undefined {
  if (clean === "") return "empty";
  if (namesCosingLacks.has(base)) return undefined;
  if (/^CI \d{5}$/.test(clean)) return undefined;
  if (!/[A-Za-z]{2}/.test(clean)) return "no name (figures or a fragment)";
  if (/https?:|www\.|@|:/.test(clean)) return "retailer text";
  if (/[^A-Za-z0-9 ,.'’&+()/-]/.test(clean)) return "not an INCI name (stray characters)";
  // A ferment's name joins its many sources with slashes and may be longer (`fermentName`).
  if ((clean.length > 90 || clean.split(" ").length > 9) && !fermentName.test(inciKey(clean)))
    return "too long for one INCI name";
  if (proseWords.test(clean)) return "retailer text";
  const words = inciWords(base).filter((word) => !/\d/.test(word));
  if (words.length === 0 || !/[A-Z]{3}/.test(base)) return "a fragment";
  // "Shea Butter" begins SHEA BUTTER ETHYL ESTERS, but a name ending in a part or form is complete.
  if (!partWords.has(words.at(-1) ?? "") && cosing.beginsLongerName(base)) return cutOffStart;
  const unknown = words.filter((word) => cosing.wordFrequency(word) === 0);
  if (unknown.length > 0) return `unknown word ${unknown.join(", ")} (a typo or text)`;
  if (endsWithAnotherName(clean, cosing)) return "two names run together, the first not in CosIng";
  if (cutNameBeforeName(base, cosing)) return "a name cut short and run into the next";
  if (!cosing.beginsSomeName(inciWords(base)[0] ?? "")) return "the tail of a name, not a whole one";
  if (words.every((word) => partWords.has(word))) return "a part or form without its substance";
  return undefined;
}

/** Parts of a plant a slash joins in one INCI name ("Leaf/Flower/Stem"). */
const plantParts = new Set([
  "BARK",
  "BRANCH",
  "BUD",
  "CONE",
  "FLOWER",
  "FRUIT",
  "HERB",
  "KERNEL",
  "LEAF",
  "NEEDLE",
  "NUT",
  "PEEL",
  "RHIZOME",
  "ROOT",
  "SEED",
  "SHOOT",
  "SPROUT",
  "STEM",
  "TWIG",
  "WOOD",
]);

/**
 * A name whose slashed plant parts are out of CosIng's order, which is alphabetical: "Origanum
 * Vulgare Leaf/Flower/Stem Extract" is CosIng's ORIGANUM VULGARE FLOWER/LEAF/STEM EXTRACT, not its
 * leaf with two stray words (Caolion's Multi Soothing Booster, the eleventh review). Undefined
 * when the parts are in order or are not plant parts.
 */
function partsInCosingOrder(upper: string): string | undefined {
  const match = /^(.*\s)([A-Z]+(?:\/[A-Z]+)+)(\s.*)$/.exec(upper);
  const [, before = "", slashed = "", after = ""] = match ?? [];
  const parts = slashed.split("/");
  if (!match || !parts.every((part) => plantParts.has(part))) return undefined;
  const sorted = [...parts].sort().join("/");
  return sorted === slashed ? undefined : `${before}${sorted}${after}`;
}

/**
 * A part CosIng does not know that is a compound name of its own ("Lactobaccilus/Soybean Ferment
 * Filtrate": a misspelt ferment, not Lactobacillus named twice): the slash does not join synonyms,
 * and the token is kept whole rather than shrunk to the part CosIng knows. Plant parts after a
 * slash ("Origanum Vulgare Leaf/Flower/Stem Extract") name the same plant and are not such a part.
 */
const compoundNameWords = /\b(FERMENT|FILTRATE|LYSATE|EXTRACT|CULTURE)\b/i;

/**
 * A part CosIng does not know that is spelt in chemical words, or joins names with "&": a polymer
 * ("Dimethicone/Methyldimethicone Crosspolymer", "PEG-240/HDI Copolymer …") or further entries
 * ("Glycerin/Clyceryl Acrylate.Acryllic Acid Copolymer & Propylene Glycol"), never another
 * language's word for the part CosIng knows.
 */
const chemicalNameWords =
  /\b(COPOLYMER|CROSSPOLYMER|POLYMER|GLYCOL|ACID|ACRYLATES?|ETHER|ESTERS?|SILOXANE|SESQUIOXANE|METHICONE|DIMETHICONE)\b|&/i;

function namesOtherSubstance(clean: string, parts: readonly IngredientResolution[]): boolean {
  // A ferment's organism and substrate are one name, even where a plant part's own slash
  // ("Rhizome/Root Ferment Filtrate") leaves only part words after the last slash, or where the
  // source cut it before "Ferment" ("Saccharomyces/Coix Lacryma-Jobi Ma-yuen Seed").
  if (fermentName.test(inciKey(clean)) || fermentingOrganism.test(inciKey(clean))) return true;
  return parts.some(
    (part) =>
      part.kind !== "cosing" &&
      (compoundNameWords.test(part.raw) || chemicalNameWords.test(part.raw)) &&
      inciWords(inciKey(cleanToken(part.raw))).some((word) => !partWords.has(word)),
  );
}

/**
 * Whether a slashed token has a part CosIng does not know that joins further names with "&"
 * ("Clyceryl Acrylate.Acryllic Acid Copolymer & Propylene Glycol"). A part that is one polymer's
 * tail ("HDI Copolymer …") keeps the token whole: its first part is a monomer, not an entry.
 */
function joinsFurtherNames(parts: readonly IngredientResolution[]): boolean {
  return parts.some((part) => part.kind !== "cosing" && /\s(?:&|and)\s/i.test(part.raw));
}

/**
 * The entries of a slashed token that is no one name: each slash part, and each name an "&"
 * joins, read on its own; a full stop between words is read as the slash of a polymer's name
 * ("Acrylate.Acrylic Acid Copolymer"). What none of the steps resolve stays as its resolution, to
 * be shown as left out, never dropped.
 */
function slashedEntries(clean: string, cosing: CosingIndex): IngredientResolution[] {
  return clean
    .split("/")
    .flatMap((part) => part.split(/\s+(?:&|and)\s+/i))
    .map((part) => {
      const asSlash = part.replace(/([A-Za-z])\.(?=[A-Za-z])/g, "$1/");
      const read = resolveIngredient(asSlash, cosing);
      return read.kind === "cosing" ? { ...read, raw: part } : resolveIngredient(part, cosing);
    });
}

/**
 * The one substance a slashed token names in several languages or naming systems ("Water/Aqua/Eau",
 * "Parfum/Fragrance", "Honey/Mel/Miel"), shown by its first part CosIng knows: the parts CosIng
 * knows are one entry, or entries with one CAS number (HONEY and MEL), or the token is a label's
 * Latin/English/French triple (two CosIng names, then a name in words CosIng never uses: "Maris
 * Sal/Sea Salt/Sel Marin"). Parts CosIng does not know are the same name in another language.
 */
function slashedNames(clean: string, cosing: CosingIndex): CosingRecord | undefined {
  if (!clean.includes("/")) return undefined;
  const parts = clean.split("/").map((part) => resolveIngredient(part, cosing));
  if (namesOtherSubstance(clean, parts)) return undefined;
  const records = parts.filter((part): part is CosingResolution => part.kind === "cosing");
  const [first] = records;
  if (!first) return undefined;
  const oneEntry = records.every((part) => part.id === first.id);
  const oneCas = first.record.cas !== null && records.every((part) => part.record.cas === first.record.cas);
  const [latin, english, french] = parts;
  const triple =
    latin?.kind === "cosing" &&
    english?.kind === "cosing" &&
    french !== undefined &&
    french.kind !== "cosing" &&
    inciWords(inciKey(cleanToken(french.raw))).some((word) => cosing.wordFrequency(word) === 0);
  return oneEntry || oneCas || triple ? first.record : undefined;
}

/**
 * The page id of a shown name: its slug, which keeps what a glued bracket holds ("Bis(Tripeptide-1)
 * Copper Acetate" → bis-tripeptide-1-copper-acetate, where `ingredientIdOf` would drop it), as
 * long as `ingredientIdOf` gives the slug back, so the ingredient route finds the page by it;
 * otherwise `ingredientIdOf`'s id (PARFUM: fragrance).
 */
export function ingredientPageId(displayName: string): string {
  const slug = slugify(displayName);
  return ingredientIdOf(slug) === slug ? slug : ingredientIdOf(displayName);
}

function cosingResolution(raw: string, record: CosingRecord, how: ResolutionMethod): CosingResolution {
  const displayName = inciDisplayName(record.inciName);
  return { kind: "cosing", raw, record, displayName, id: ingredientPageId(displayName), how };
}

function resolveUncached(raw: string, cosing: CosingIndex): IngredientResolution {
  const clean = cleanToken(raw);
  const upper = inciKey(clean);
  const base = withoutNotes(upper);
  const names = [...new Set([upper, base])].filter((name) => name !== "");
  // A note is read as part of the name, or as the INCI name itself, unless the words before it
  // spell two names run together, of which it names the last (Nacific's "ethylhexyl palmitate
  // Mineral Oil (Paraffinum Liquidum)": the list splits them; the twentieth review).
  const runTogether = upper.includes("(") && segmentNames(raw, cosing) !== undefined;
  const unwrapped = runTogether ? [] : notesUnwrapped(upper);
  // Synonyms first within each spelling: a second CosIng name of a substance gives way to the
  // first. A note that ends in the part the name lacks is read before the name without it:
  // "Santalum Album (Sandalwood Oil)" is the oil, not the plant's own entry (the fourteenth review).
  const trailing = runTogether ? undefined : trailingNote(upper);
  const partInNote = trailing && partWord.test(trailing.lastWord) ? [trailing.reading] : [];
  for (const name of [upper, ...unwrapped.slice(0, 1), ...partInNote, base, ...unwrapped.slice(1)]) {
    const synonym = cosing.bySynonym(name);
    if (synonym) return cosingResolution(raw, synonym, "synonym");
    const exact = cosing.byInciName(name);
    if (exact) return cosingResolution(raw, exact, "exact");
  }
  for (const name of [...names, ...unwrapped]) {
    const record = cosing.byCompactKey(name);
    if (record) return cosingResolution(raw, cosing.bySynonym(record.inciName) ?? record, "exact");
  }
  // Indonesian words for INCI words ("Air", "Ekstrak Daun …"), read before a fuzzy match guesses at them.
  const indonesian = inciFromIndonesian(upper);
  if (indonesian !== undefined) {
    const read = resolveIngredient(indonesian, cosing);
    if (read.kind === "cosing") return { ...read, raw, how: read.how === "fuzzy" ? "fuzzy" : "synonym" };
  }
  const fuzzy = base === "" ? undefined : (otherNumber(base, cosing) ?? fuzzyRecord(base, cosing));
  if (fuzzy) return cosingResolution(raw, cosing.bySynonym(fuzzy.inciName) ?? fuzzy, "fuzzy");
  // A parenthesised note may be the INCI name itself ("Iron Oxides (CI 77492)").
  for (const note of runTogether ? [] : notesOf(upper)) {
    const record = cosing.bySynonym(note) ?? cosing.byInciName(note) ?? cosing.byCompactKey(note);
    if (record) return cosingResolution(raw, cosing.bySynonym(record.inciName) ?? record, "synonym");
  }
  for (const name of names) {
    const corrected = inciCorrections.get(compactKey(name));
    const record = corrected === undefined ? undefined : cosing.byInciName(corrected);
    if (record) return cosingResolution(raw, record, "correction");
  }
  const reordered = partsInCosingOrder(upper);
  const inOrder = reordered === undefined ? undefined : cosing.byInciName(reordered);
  if (inOrder) return cosingResolution(raw, inOrder, "exact");
  const named = slashedNames(clean, cosing);
  if (named) return cosingResolution(raw, named, "synonym");
  if (keyIngredientTerms.has(compactKey(base)))
    return { kind: "garbage", raw, reason: "a marketing name, not an INCI name" };
  // A letter or number left over from a neighbour: "L Ethylhexyl Stearate", "… Fruit Extract V".
  const trimmed = /^(?:[A-Za-z]|\d+) (.+)$|^(.+) [A-Za-z]$/.exec(clean);
  const rest = trimmed?.[1] ?? trimmed?.[2];
  if (rest !== undefined) {
    const resolution = resolveIngredient(rest, cosing);
    if (resolution.kind === "cosing") return { ...resolution, raw };
    return { kind: "garbage", raw, reason: "a stray letter or number beside a name" };
  }
  const reason = garbageReason(clean, base, cosing);
  if (reason !== undefined) return { kind: "garbage", raw, reason };
  const displayName = inciDisplayName(base === "" ? upper : base);
  return { kind: "unresolved", raw, unresolved: clean, displayName, id: ingredientPageId(displayName) };
}

const caches = new WeakMap<CosingIndex, LRUCache<string, IngredientResolution>>();

/**
 * Resolves one list token to its CosIng entry: exact INCI name (case, spacing and punctuation
 * aside), then the synonym table, then a guarded fuzzy match, then the reviewed corrections
 * table (docs/catalogue.md). A clean name CosIng lacks stays as cleaned; anything else is garbage.
 */
export function resolveIngredient(raw: string, cosing: CosingIndex): IngredientResolution {
  return rememberedPerIndex(caches, cosing, raw, () => resolveUncached(raw, cosing));
}

/** Marketing names a retailer lists instead of the formula ("BHA, Probiotic, Cica, Ceramide"). */
const keyIngredientTerms = new Set(
  [
    "AHA",
    "PHA",
    "LHA",
    "CICA",
    "PROBIOTIC",
    "PROBIOTICS",
    "PREBIOTIC",
    "PREBIOTICS",
    "PEPTIDE",
    "PEPTIDES",
    "CERAMIDE",
    "CERAMIDES",
    "VITAMIN A",
    "VITAMIN B3",
    "VITAMIN B5",
    "VITAMIN C",
    "VITAMIN C DERIVATIVE",
    "VITAMIN E",
    "TEA TREE",
    "GREEN TEA",
    "ALOE VERA",
    "CENTELLA",
    "SNAIL MUCIN",
    "HYALURONIC",
  ].map(compactKey),
);

function isKeyIngredientTerm(raw: string): boolean {
  return keyIngredientTerms.has(compactKey(raw.replace(/\([^)]*\)|\d+(?:[.,]\d+)?\s*%/g, "")));
}

/**
 * A bare polymer chain, "PEG-60", "PPG-10", "Polyglyceryl-4": on a label it is nearly always the
 * head of the ethoxylate, propoxylate or polyglyceryl ester named after it ("PEG-60 Hydrogenated
 * Castor Oil", "PEG-10 Dimethicone"), so when a comma parts it from a name it forms a CosIng name
 * with, the comma is stray, even though PEG-60 and hydrogenated castor oil are names alone.
 */
function isPolymerChainHead(entry: string): boolean {
  return /^(?:PEG|PPG|POLYGLYCERYL)-\d+$/.test(inciKey(cleanToken(entry)));
}

/**
 * One CosIng name that stray commas broke in two or three, read before anything parts or
 * resolves the first piece: a slashed name ("Acrylates/C10-30 Alkyl Acrylate, Crosspolymer", whose
 * slash would part it), a bare polymer chain and the name it heads ("PEG-60, Hydrogenated Castor
 * Oil", `isPolymerChainHead`), or a name whose tail names nothing alone ("Laureth-1, Phosphate",
 * "Sodium Hyaluronate, Crosspolymer", "Vitis Vinifera, (Grape) Fruit Extract"; the first piece
 * may be a name itself, LAURETH-1). The pieces are joined only when together they spell a CosIng
 * name as written, a common name in brackets aside, so no other step can bend them into one. The
 * longest such join wins: "Acrylates/C10-30 Alkyl, Acrylate, Crosspolymer" is the crosspolymer,
 * not the shorter C10-30 alkyl acrylate its first two pieces would give with "Crosspolymer" left
 * over. A fragment that names nothing alone may also begin a name whose slashes the source wrote
 * as commas ("PEG, PPG-17, 6 Copolymer"). Returns the name and how many entries it took.
 */
function nameBrokenByComma(
  entries: readonly string[],
  index: number,
  cosing: CosingIndex,
): { name: CosingResolution; pieces: number } | undefined {
  const [entry = "", next, after] = entries.slice(index, index + 3);
  if (next === undefined) return undefined;
  // A copolymer's slashes written as commas, its first piece a fragment: "PEG, PPG-17, 6 Copolymer".
  if (isGarbage(entry, cosing)) {
    const three = after === undefined ? undefined : exactName([entry, next, after], cosing, "/");
    if (three) return { name: three, pieces: 3 };
    const two = exactName([entry, next], cosing, "/");
    if (two) return { name: two, pieces: 2 };
  }
  const joinable = entry.includes("/") || isPolymerChainHead(entry) || isGarbage(next, cosing);
  if (!joinable) return undefined;
  const three = after !== undefined && isGarbage(after, cosing) ? exactName([entry, next, after], cosing) : undefined;
  if (three) return { name: three, pieces: 3 };
  const two = exactName([entry, next], cosing);
  return two ? { name: two, pieces: 2 } : undefined;
}

function isGarbage(entry: string, cosing: CosingIndex): boolean {
  return resolveIngredient(entry, cosing).kind === "garbage";
}

/** The CosIng name that pieces of a list spell when joined, as written, a common name in brackets aside. */
function exactName(pieces: readonly string[], cosing: CosingIndex, separator = " "): CosingResolution | undefined {
  const together = pieces.join(separator);
  const record = cosing.byInciName(inciKey(cleanToken(together.replace(/\([^)]*\)/g, " "))));
  return record ? cosingResolution(together, cosing.bySynonym(record.inciName) ?? record, "exact") : undefined;
}

/**
 * Whether a join of an entry with the next one only finds the next entry's own name, in which
 * the entry's words have no part: "Dicaptryly Carbonate" + "Titanium Dioxide (CI77891)" reads as
 * titanium dioxide by its colour index number, which names the entry it is printed in and no
 * other. Such a join swallows the first entry, a misspelt name that must be left out and named
 * (docs/catalogue.md, "Garbage is never dropped silently"). A head whose words the name holds is
 * its cut-off start ("Melaleuca, Alternifolia (Tea Tree) Leaf Oil"), rightly joined.
 */
function swallowsWholeEntry(head: string, joined: CosingResolution, next: string, cosing: CosingIndex): boolean {
  const alone = resolveIngredient(next, cosing);
  if (alone.kind !== "cosing" || alone.record.inciName !== joined.record.inciName) return false;
  const nameWords = new Set(inciWords(joined.record.inciName));
  return inciWords(inciKey(cleanToken(head.replace(/\([^)]*\)/g, " ")))).some((word) => !nameWords.has(word));
}

/**
 * Whether a misspelt name read with the entry before it still begins with that entry, which alone
 * is only the cut-off start of a name ("Palmitoyl" + "Pentapeptride-4" → PALMITOYL PENTAPEPTIDE-4):
 * the typo is in the tail, and the start is not bent into another word.
 */
function keepsCutOffStart(head: IngredientResolution, joined: CosingResolution): boolean {
  if (head.kind !== "garbage" || head.reason !== cutOffStart) return false;
  return joined.record.inciName.startsWith(`${inciKey(cleanToken(head.raw))} `);
}

/**
 * The tokens of a split list, resolved: a name broken by a stray comma is rejoined, names joined
 * by a slash or by a missing comma are parted, where CosIng shows which reading is right.
 */
export function resolveListTokens(entries: readonly string[], cosing: CosingIndex): IngredientResolution[] {
  const tokens: IngredientResolution[] = [];
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index] ?? "";
    const brokenName = nameBrokenByComma(entries, index, cosing);
    if (brokenName) {
      tokens.push(brokenName.name);
      index += brokenName.pieces - 1;
      continue;
    }
    const resolution = resolveIngredient(entry, cosing);
    if (resolution.kind === "cosing") {
      tokens.push(resolution);
      continue;
    }
    // A slash between names: "Water/Aqua/Eau", "Ceramide NS/Ceramide NG". Parts CosIng does not
    // know are the same substance's name in another language ("Cire de Carnauba") and are left
    // out. Read before a join with the next entry, which would swallow that entry
    // ("Cyclopentasiloxane/Cyclohexasiloxane, Niacinamide" is not one name).
    const clean = cleanToken(entry);
    const next = entries[index + 1];
    const joined = next === undefined ? undefined : resolveIngredient(`${entry} ${next}`, cosing);
    if (clean.includes("/")) {
      const read = clean.split("/").map((part) => resolveIngredient(part, cosing));
      const parts = read.filter((part): part is CosingResolution => part.kind === "cosing");
      if (parts.length > 0 && !namesOtherSubstance(clean, read)) {
        tokens.push(...parts);
        continue;
      }
      // Names joined by "&" after a slash: the entries one by one, unless the whole is one name.
      if (parts.length > 0 && joinsFurtherNames(read) && resolution.kind === "garbage") {
        tokens.push(...slashedEntries(clean, cosing));
        continue;
      }
    }
    // A name broken by a stray comma: "Sodium, Hyaluronate", and, misspelt after the comma,
    // "Palmitoyl, Pentapeptride-4" when the start the comma cut off is kept in the match.
    if (
      next !== undefined &&
      joined?.kind === "cosing" &&
      (joined.how !== "fuzzy" || keepsCutOffStart(resolution, joined)) &&
      !swallowsWholeEntry(entry, joined, next, cosing)
    ) {
      tokens.push(joined);
      index += 1;
      continue;
    }
    // A stray comma and a missing one: "Disodium, EDTA Fragrance" spells Disodium EDTA + Fragrance.
    const splitWithNext =
      next !== undefined && resolution.kind === "garbage" && resolution.reason === cutOffStart
        ? segmentNames(`${entry} ${next}`, cosing)
        : undefined;
    if (splitWithNext) {
      tokens.push(...splitWithNext);
      index += 1;
      continue;
    }
    // A ferment cut before its "Ferment" is one name, not its organism and substrate run together.
    const cutFerment = fermentingOrganism.test(inciKey(clean)) && !/FERMENT/.test(inciKey(clean));
    const split = cutFerment ? undefined : segmentNames(entry, cosing);
    if (split) {
      tokens.push(...split);
      continue;
    }
    tokens.push(resolution);
  }
  return tokens;
}

/** INCI names that are also the last word of many others: "Polyethylene Glycol" is not POLYETHYLENE + GLYCOL. */
const classWords = new Set(["GLYCOL", "ALCOHOL"]);

/**
 * Names run together, with or without a space: "Glycerin Carbomer", "Butylene Glycolniacinamide",
 * "Centella Asiatica Extractwater". The fewest INCI names (of 4 characters or more) that spell
 * the entry's letters and digits exactly, or undefined when none do.
 */
function segmentNames(entry: string, cosing: CosingIndex): CosingResolution[] | undefined {
  const compact = compactKey(withoutNotes(inciKey(cleanToken(entry))));
  if (compact.length < 8) return undefined;
  const best: ({ from: number; record: CosingRecord; count: number } | undefined)[] = [];
  for (let start = 0; start < compact.length; start += 1) {
    const reached = start === 0 ? 0 : best[start]?.count;
    if (reached === undefined) continue;
    for (let end = start + 4; end <= compact.length; end += 1) {
      const piece = compact.slice(start, end);
      if (!cosing.startsSomeName(piece)) break;
      const record = classWords.has(piece) ? undefined : (cosing.bySynonym(piece) ?? cosing.byCompactKey(piece));
      const known = best[end];
      if (record && (!known || known.count > reached + 1)) best[end] = { from: start, record, count: reached + 1 };
    }
  }
  const records: CosingRecord[] = [];
  for (let end = compact.length; end > 0;) {
    const step = best[end];
    if (!step) return undefined;
    records.unshift(step.record);
    end = step.from;
  }
  if (records.length < 2) return undefined;
  return records.map((record) => cosingResolution(entry, cosing.bySynonym(record.inciName) ?? record, "exact"));
}

/**
 * A ferment's INCI name CosIng happens to lack, its organism and substrate joined by a slash
 * ("Lactobacillus/Chrysanthemum Sinense Flower Ferment Filtrate"): a well-formed name, kept in the
 * list as written, and not a sign that the list was misread, so not counted as lost.
 */
const fermentName = /^[A-Z]+(\/[A-Z0-9 ().,-]+)+ FERMENT( EXTRACT)?( FILTRATE| LYSATE)?$/;

/**
 * The organisms a ferment's INCI name opens with, before the slash and its substrate (a plant
 * named in two words or more; a lone word after the slash is a name a stray comma broke).
 */
const fermentingOrganism =
  /^(SACCHAROMYCES|LACTOBACILLUS|BIFIDOBACTERIUM|GALACTOMYCES|ASPERGILLUS|BACILLUS|LEUCONOSTOC|STREPTOCOCCUS|LACTOCOCCUS|MONASCUS|RHIZOPUS)\/[A-Z-]+ [A-Z]/;

function isFermentName(token: UnresolvedIngredient): boolean {
  return fermentName.test(inciKey(token.unresolved));
}

/**
 * Whether a dropped last entry is part of a name: it trails off in dots ("Sucrose Coc..") or it
 * is the start of longer INCI names without their end, cut mid-word ("Potassium Hyalur") or
 * between words ("Iris", which only begins names such as IRIS FLORENTINA ROOT EXTRACT). Even
 * where a label meant a lone word as its own shorthand, what follows it cannot be known, so the
 * page says the list may be missing its end (docs/catalogue.md, "Lists cut short"). A
 * misspelling begins no name and is not read as a cut.
 */
function endsInPartOfAName(token: GarbageToken): boolean {
  return /(\.\.|…)\s*$/.test(token.raw) || token.reason === cutOffStart;
}

/** A split list read in label order, before any refusal (`readIngredientList`). */
export interface IngredientListReading {
  ingredients: ListEntry[];
  /**
   * The source's entries that name no ingredient we can show (cut short, garbled, retailer
   * text), as the source writes them: the page says they were left out.
   */
  leftOut: string[];
  /** The source's last entry when it is part of a name ("Potassium Hyalur", "Iris"): the list may stop early. */
  cutShortAt: string | null;
  /** Names lost to entries CosIng does not know, each name counted once (`namesHeldBy` for long runs). */
  lost: number;
  /** Names the list holds, counted the same way. */
  total: number;
}

/**
 * Reads a split INCI list in label order, one ingredient per substance (the first position
 * wins), and refuses nothing: the import's refusals are `resolveIngredientList`'s, and a pasted
 * list is read whatever its length (docs/check.md). The dropped entries are named (`leftOut`),
 * with the entries the split set aside as retailer prose (`notNames`), and a list that ends
 * in part of a name says so (`cutShortAt`).
 */
export function readIngredientList(
  entries: readonly string[],
  cosing: CosingIndex,
  activeCount = 0,
  notNames: readonly string[] = [],
): IngredientListReading {
  const tokens = resolveListTokens(entries, cosing);
  const actives = new Set(entries.slice(0, activeCount));
  const tokensPerEntry = new Map<string, number>();
  for (const token of tokens) tokensPerEntry.set(token.raw, (tokensPerEntry.get(token.raw) ?? 0) + 1);
  const seen = new Set<string>();
  const ingredients: ListEntry[] = [];
  for (const token of tokens) {
    if (token.kind === "garbage" || seen.has(token.id)) continue;
    seen.add(token.id);
    // An amount belongs to its entry only when the entry is one name, not names run together.
    const statedPercent = tokensPerEntry.get(token.raw) === 1 ? percentStated(token.raw) : null;
    ingredients.push({ ...token, active: actives.has(token.raw), statedPercent });
  }
  // A name the list repeats (water listed three times) counts once, listed or lost.
  const distinct = [
    ...new Map(tokens.map((token) => [token.raw.replace(/\s+/g, " ").trim().toLowerCase(), token])).values(),
  ];
  // A long run no step could part is many names lost, not one (docs/catalogue.md, "Rejected lists").
  const held = (sum: number, token: IngredientResolution) =>
    sum + (token.kind === "garbage" ? namesHeldBy(token.raw) : 1);
  const total = distinct.reduce(held, 0);
  const lost = distinct
    .filter((token) => token.kind === "garbage" || (token.kind === "unresolved" && !isFermentName(token)))
    .reduce(held, 0);
  const leftOut = [
    ...new Set([
      ...tokens.flatMap((token) =>
        // A lone mark or figure ("*", "2") is punctuation the split left, not a name to mention.
        token.kind === "garbage" && /[A-Za-z]/.test(token.raw) ? [token.raw.replace(/\s+/g, " ").trim()] : [],
      ),
      ...notNames,
    ]),
  ];
  const last = tokens.at(-1);
  const cutShortAt = last?.kind === "garbage" && endsInPartOfAName(last) ? last.raw.replace(/\s+/g, " ").trim() : null;
  return { ingredients: withPlausiblePercents(ingredients, leftOut.length), leftOut, cutShortAt, lost, total };
}

/**
 * Resolves a split INCI list for the catalogue (`readIngredientList`), rejecting, with the
 * reason, a list of key ingredients only, a list of fewer than 5 ingredients and a list that
 * loses more than 10 % of its tokens to names CosIng does not know.
 */
export function resolveIngredientList(
  entries: readonly string[],
  cosing: CosingIndex,
  activeCount = 0,
  notNames: readonly string[] = [],
): IngredientListResolution {
  if (entries.filter(isKeyIngredientTerm).length >= 2)
    return { ok: false, reason: "key ingredients only, not a full list" };
  const reading = readIngredientList(entries, cosing, activeCount, notNames);
  if (reading.ingredients.length < minIngredients) {
    return { ok: false, reason: `fewer than ${minIngredients} ingredients` };
  }
  if (reading.lost > reading.total * maxLostShare) {
    return {
      ok: false,
      reason: `ingredient list not recognised: ${reading.lost} of ${reading.total} names not in CosIng`,
    };
  }
  return { ok: true, ...reading };
}

/**
 * The list's stated percentages when they can all be true (`statedAmountsHold`), otherwise none:
 * one false amount makes every other doubtful, and the page shows no amount it cannot stand by.
 */
function withPlausiblePercents(ingredients: ListEntry[], unplaced: number): ListEntry[] {
  const printed = ingredients.map((entry) => ({ ...entry, inciName: listedInciName(entry) }));
  return statedAmountsHold(printed, unplaced)
    ? ingredients
    : ingredients.map((entry) => ({ ...entry, statedPercent: null }));
}

/** The INCI name of a resolved entry; a name CosIng lacks is its cleaned name. */
export function listedInciName(ingredient: ListedIngredient): string {
  return ingredient.kind === "cosing" ? ingredient.record.inciName : ingredient.displayName;
}

/**
 * The percentage an entry states, when it states exactly one ("Avobenzone 3.0%", "Octisalate
 * (4.3%)", "Camellia Sinensis Leaf Water(50%)"), above 0 and at most 100; otherwise null. Parts
 * per million count as well, where the amount stands alone or in its own bracket ("Bakuchiol
 * (100ppm)" is 0.01 %, "Niacinamide(20,000ppm)" 2 %): in a bracket that also holds a trade name
 * ("(Ceramide PC-104 32.7ppm)") it is the trade material's, not the entry's.
 */
export function percentStated(entry: string): number | null {
  // "<1%" is a bound, not an amount.
  if (/[<≤~]\s*\d/.test(entry)) return null;
  const percents = [...entry.matchAll(/(\d+(?:[.,]\d+)?)\s*%/g)].map((match) => decimal(match[1] ?? ""));
  const millionths = [...entry.matchAll(/(\d+(?:[.,]\d+)*)\s*ppm\b/gi)];
  if (millionths.some((match) => inNamedNote(entry.slice(0, match.index)))) return null;
  // "Niacinamide (2%, 20,000ppm)" states one amount twice.
  const amounts = [...new Set([...percents, ...millionths.map((match) => thousands(match[1] ?? "") / 10_000)])];
  const [percent] = amounts;
  if (amounts.length !== 1 || percent === undefined) return null;
  return percent > 0 && percent <= 100 ? percent : null;
}

/** Whether an amount after `before` sits in a bracket that opened on a name ("(Ceramide PC-104 32.7ppm"). */
function inNamedNote(before: string): boolean {
  const opened = before.lastIndexOf("(");
  const note = before.slice(opened + 1).replace(/\d+(?:[.,]\d+)?\s*%|[\s,;/]/g, "");
  return opened > before.lastIndexOf(")") && note !== "";
}

/** "2.5" or the European "2,5". */
const decimal = (figure: string) => Number(figure.replace(",", "."));

/** "30,000" or "30.000", thousands grouped; "1.5" and "1,5" are decimals. */
function thousands(figure: string): number {
  return /^\d{1,3}([.,]\d{3})+$/.test(figure) ? Number(figure.replace(/[.,]/g, "")) : decimal(figure);
}

/** The ingredient id(s) the catalogue gave this token before it resolved names to CosIng, for redirects. */
export function legacyIngredientIds(raw: string): string[] {
  const id = ingredientIdOf(raw);
  return id === "" ? [] : [id];
}
