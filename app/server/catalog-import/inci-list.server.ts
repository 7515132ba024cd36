import { normaliseIngredientName } from "~/domain/ingredient-name";

/**
 * `normaliseIngredientName`, remembered per raw entry for the length of the process: an import
 * normalises each of some 100,000 entries more than once, and most of them repeat ("Water").
 */
export function normalisedEntry(entry: string): string {
  let name = normalisedEntries.get(entry);
  if (name === undefined) {
    name = normaliseIngredientName(entry);
    // A server splits visitors' pasted lists for its whole life (docs/check.md): the memo starts
    // afresh when full rather than grow with every name anyone types.
    if (normalisedEntries.size >= maxNormalisedEntries) normalisedEntries.clear();
    normalisedEntries.set(entry, name);
  }
  return name;
}

const normalisedEntries = new Map<string, string>();
/** Four times what the demo catalogue's import normalises (10,688 entries, 2026-11-30): the import never forgets one. */
const maxNormalisedEntries = 50_000;

/**
 * A split list: its entries in label order. `activeCount` is how many of them, from the first,
 * are a US "Drug Facts" label's active ingredients, printed above its inactive list (0 otherwise).
 * `notNames` are the list's entries set aside as retailer prose, as written: the page names them
 * as left out (docs/catalogue.md, "Garbage is never dropped silently").
 */
export type InciListResult =
  | {
      ok: true;
      entries: string[];
      activeCount: number;
      notNames: string[];
      /** The same list as the text gave it first, in the retailer's names (`restatedList`). */
      restated?: string[];
    }
  | { ok: false; reason: string };

/** Texts that stand where a list should be but are not one. */
const noListPatterns: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: /^\s*$/, reason: "no ingredient list" },
  { pattern: /^\s*(no info|n\/a|none|#name\?|tidak ada informasi bahan)\s*$/i, reason: "no ingredient list" },
  { pattern: /^\s*visit the .* boutique/i, reason: "no ingredient list" },
  { pattern: /refer to each product|specific list of ingredients/i, reason: "set of several products" },
  { pattern: /^\s*-\s*[^,]{2,60}:/, reason: "only highlighted ingredients, not a full list" },
  { pattern: /^\s*\*?fragrances? of natural origin/i, reason: "no ingredient list" },
];

/**
 * A line that is a retailer note rather than part of a list ("Read more on …", "[* Organic]"). A
 * line of names that opens with an organic mark ("*Artemisia Annua Extract, *Camellia Sinensis
 * Leaf Extract, …": Olivarrier's Dual Moist Toning Lotion on Soko Glam, the fifteenth review) is
 * the list's own line, not a footnote.
 */
function isNoteLine(line: string): boolean {
  if (/^\s*\*/.test(line) && (line.match(/,/g) ?? []).length >= 2) return false;
  return /^\s*(\*|\[|–|—|read more|this product|featured|please|may contain|\+\/-|winner)/i.test(line);
}

/**
 * A line without what is not its formula: a label ("Ingredients:"), the colours a range "may
 * contain" (+/-) across its shades, which are not all in any one product, bold notes
 * ("**NEW Updated Formula!**"), footnotes after the list ("… Linalool. *Plant Origin.", "…
 * Limonene. *Napiers Original Formula.") and
 * Sephora's "*CO" (certified organic) marks.
 */
function formulaText(line: string): string {
  return (
    line
      .replace(/^\s*(full\s+)?(ingredients?|inci|komposisi)\s*:\s*/i, "")
      .replace(/(^|[\s.,;])[[(]?\s*(may contain|\(?\+\/-\)?)[\s\S]*$/i, "")
      .replace(/\*\*[^*,\n]{1,80}\*\*/g, " ")
      .replace(
        /\s*\.?\s*\*+\s*(certified|organic|plant|natural|essential oil|ingredients? from|clinical|fragrances? of|does not|please)\b[^,]*$/i,
        "",
      )
      // A footnote after the last name's full stop, whatever it says ("… Limonene. *Napiers
      // Original Formula."): a name never follows a full stop and an asterisk without a comma.
      .replace(/\.\s*\*+[^,*][^,]*$/, "")
      // The same footnotes after a full stop without their asterisk ("… Linalool. Plant Origin.").
      .replace(/\.\s+(ecocert|cosmos|certified|organic|plant origin|natural origin)\b[^,]*$/i, "")
      .replace(/\*CO\s+/g, "")
  );
}

/**
 * Which brackets open a group whose commas are not separators: a bracket with a partner, around
 * fewer than three commas ("Aqua (Water, Eau)", "(Shea, Karite)"). An unpaired bracket
 * ("(Cyclohexasiloxane, Niacinamide, …") or one around a sub-list is only a character, so it
 * cannot swallow the rest of the list.
 */
function groupBrackets(block: string): Set<number> {
  const pairs = new Map<number, number>();
  const open: number[] = [];
  for (let index = 0; index < block.length; index += 1) {
    const char = block.charAt(index);
    if (char === "(" || char === "[") open.push(index);
    if ((char === ")" || char === "]") && open.length > 0) pairs.set(open.pop() ?? 0, index);
  }
  const groups = new Set<number>();
  for (const [start, end] of pairs) {
    const commas = (block.slice(start + 1, end).match(/,/g) ?? []).length;
    if (commas < 3) {
      groups.add(start);
      groups.add(end);
    }
  }
  return groups;
}

function splitEntries(block: string): string[] {
  const dashes = (block.match(/\s[-–—]\s/g) ?? []).length;
  const commas = (block.match(/,/g) ?? []).length;
  // Some lists use " - " as the separator ("WATER - GLYCERIN - …").
  if (dashes >= 3 && dashes > commas) return block.split(/\s[-–—]\s/);
  const groups = groupBrackets(block);
  const entries: string[] = [];
  let depth = 0;
  let current = "";
  for (let index = 0; index < block.length; index += 1) {
    const char = block.charAt(index);
    if (groups.has(index)) depth += char === "(" || char === "[" ? 1 : -1;
    // The comma of a locant ("1,2-Hexanediol", also typed "1, 2-Hexanediol") joins, not separates.
    if (char === "," && /^\s*\d+\s*$/.test(current) && /^\s*\d/.test(block.slice(index + 1, index + 4))) {
      current = `${current.trim()},`;
      while (block.charAt(index + 1) === " ") index += 1;
      continue;
    }
    const betweenDigits = /\d/.test(block.charAt(index - 1)) && /\d/.test(block.charAt(index + 1));
    if (depth === 0 && (char === ";" || char === "•" || (char === "," && !betweenDigits))) {
      entries.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  entries.push(current);
  // "Caprylic/Capric Triglyceride (and) Glycerin" names two entries; "1,2 - Hexanediol" is one.
  return entries
    .flatMap((entry) => entry.split(/\s\(and\)\s/i))
    .map((entry) => entry.replace(/^(\s*\d+(?:,\d+)+)\s*-\s*/, "$1-"));
}

const maxWordsPerEntry = 12;

/** A block's entries, and those it set aside as not names (retailer prose caught in the list). */
interface CleanedBlock {
  entries: string[];
  notNames: string[];
}

/**
 * Whether an entry is retailer prose rather than a name: a link, a claim ("contains", "free"), a
 * direction ("use", "keep", "store") or words INCI names never use ("the", "helps", "'s"), read
 * outside its brackets, where a common name may use them ("Coix Lacryma-Jobi Ma-Yuen (Job's
 * Tears) Seed Oil"). Length alone does not make prose: a long entry may be names whose commas the
 * source lost (`isLongRun`), which the resolver parts with CosIng's help.
 */
function isProse(entry: string): boolean {
  const outsideBrackets = entry.replace(/\([^()]*\)/g, " ");
  return (
    /https?:|:\s|\bcontains?\b|\bfree\b/i.test(entry) ||
    /\b(the|your|you|our|with|helps?|it|is|are|this|that|for|benefits?|effectively|use|if|only|keep|includes?|recommended|store)\b|'s\b/i.test(
      outsideBrackets,
    )
  );
}

/**
 * Whether an entry is too long for one name: more than 12 words or 120 characters. A ferment's
 * name joins its many sources with slashes ("Bacillus/Cordyceps Sinensis/…/Tricholoma Matsutake
 * Extract Ferment Filtrate") and may be longer. Such an entry is several names run together, or
 * text; it holds about one name per three words (`namesHeldBy`).
 */
export function isLongRun(entry: string): boolean {
  return !entry.includes("/") && (entry.length > 120 || entry.split(" ").length > maxWordsPerEntry);
}

/** How many names an entry holds at least, for the share of a list lost: one, or one per three words of a long run. */
export function namesHeldBy(entry: string): number {
  return isLongRun(entry) ? Math.ceil(entry.trim().split(/\s+/).length / 3) : 1;
}

/**
 * A block without any separator, too long for one name (slashes or not): names separated by
 * spaces only, or text, not a list to read. Runs inside a list with separators are the resolver's
 * to part (`isLongRun`).
 */
function separatedBySpacesOnly(block: string): boolean {
  return splitEntries(block).length === 1 && block.trim().split(/\s+/).length > maxWordsPerEntry;
}

function cleanEntries(block: string): CleanedBlock {
  const entries = splitEntries(block)
    // "…, Glycerin and Phenoxyethanol" ("dan" in Indonesian): no INCI name begins with the word.
    .map((entry) =>
      entry
        .replace(/\s+/g, " ")
        .trim()
        .replace(/^(and|dan)\s+(?=\S)/i, "")
        // The 2017 data set turned "Green" into "The green" ("*The green Tea Extract", "Chromium
        // Oxide The greeNS"), which the prose test below would set aside.
        .replace(/(^|[\s*])the (green)/gi, "$1$2"),
    )
    .filter((entry) => entry.length > 0 && normalisedEntry(entry) !== "");
  const spacesOnly = separatedBySpacesOnly(block);
  const setAside = (entry: string) => spacesOnly || isProse(entry);
  return {
    entries: entries.filter((entry) => !setAside(entry)),
    notNames: entries.filter(setAside),
  };
}

/**
 * Names glued without any separator ("WaterHelianthus Annuus Seed OilSodium …"): a small letter
 * followed by a capital never occurs inside an INCI name, so that is where one name ends.
 */
function withGlueSeparated(block: string): string {
  if (/[,;•]|\s[-–—]\s/.test(block) || (block.match(/[a-z)][A-Z]/g) ?? []).length < 3) return block;
  return block.replace(/([a-z)])([A-Z])/g, "$1, $2");
}

/**
 * Splits a retailer's ingredient text into INCI entries in label order. Lists broken over
 * several lines, or written one name per line, are rejoined; several separate lists (a set), a
 * missing list and names separated by spaces only (which cannot be told apart) are refused
 * with a reason, so that no product gets a partial or mixed list.
 */
export function splitInciList(cell: string): InciListResult {
  // A line break written into the cell as the two characters "\n" (Soko Glam 2022's Troiareuke
  // Acsen TOC Toner: "…, \nPropanediol, …"; the eighteenth review) is a line break.
  const text = cell.replace(/\\n/g, "\n");
  const drugFacts = drugFactsList(text);
  if (drugFacts) return drugFacts;
  return restatedList(text) ?? splitPlainList(text);
}

/** A bracketed heading inside a text, before the list given again: "…, Fragrance [Ingredients] WATER, …". */
const restatedListHeading = /\s*\[\s*(?:ingredients?|inci)\s*\]\s*/i;

/**
 * A list given twice, the retailer's English names first and the label's INCI names under an
 * "[Ingredients]" heading: the label's list, read alone. Read as one text, the second copy's
 * names that differ from the first ("Pisum Sativum (Pea) Extract" after "Pea Extract") would be
 * shown again after the first copy's last entry. The first copy is kept beside it: another
 * product's row may give the list in those names (docs/catalogue.md, "One product, one page").
 */
function restatedList(text: string): InciListResult | undefined {
  const heading = restatedListHeading.exec(text);
  if (!heading || heading.index === 0) return undefined;
  const before = splitPlainList(text.slice(0, heading.index));
  const after = splitPlainList(text.slice(heading.index + heading[0].length));
  return before.ok && after.ok ? { ...after, restated: before.entries } : undefined;
}

/**
 * A US "Drug Facts" label ("Active Ingredients: Avobenzone 3.0%, Homosalate 7.0% … Inactive
 * Ingredients: Water, …"): its active ingredients with their amounts first, then the inactive
 * list, which is a complete INCI list in its own order (docs/catalogue.md, "Splits INCI lists").
 */
function drugFactsList(text: string): InciListResult | undefined {
  const parts = /\bactive ingredients?\s*:\s*([\s\S]*?)\s*\binactive ingredients?\s*:\s*([\s\S]*)$/i.exec(text);
  // The actives after the list, glued to its last entry ("…, Mica (CI 77019)/Active Ingredients:
  // Ethylhexylmethoxycinnamate (7%), Titanium Dioxide (5.81%), Zinc Oxide (1.96%) /": Laneige's
  // Triple Sunscreen in the 2017 set, the sixteenth review).
  const after = parts ? undefined : /^([^:]*,[^:]*?)[\s/]*\bactive ingredients?\s*:\s*([^:]*?)[\s/]*$/i.exec(text);
  const [activeText, inactiveText] = parts ? [parts[1], parts[2]] : after ? [after[2], after[1]] : [];
  if (activeText === undefined || inactiveText === undefined) return undefined;
  const actives = cleanEntries(activeText);
  const inactive = splitPlainList(inactiveText);
  if (actives.entries.length === 0 || !inactive.ok) return inactive;
  const activeNames = new Set(actives.entries.map((entry) => normalisedEntry(entry).toLowerCase()));
  const others = inactive.entries.filter((entry) => !activeNames.has(normalisedEntry(entry).toLowerCase()));
  return {
    ok: true,
    entries: [...actives.entries, ...others],
    activeCount: actives.entries.length,
    notNames: [...actives.notNames, ...inactive.notNames],
  };
}

/**
 * A heading that names one part of a product sold in parts: on a line of its own, ending in a
 * colon (a two-chamber serum's "Probiotic Serum:"; not a label such as "Ingredients:"), a
 * numbered part within the text ("Packet 1: Citric Acid, …. Packet 2: Sodium Bicarbonate, …"),
 * or a numbered step's ingredients ("STEP 1 INGREDIENTS Water (Aqua/Eau), …": Mediheal's
 * two-step capsule mask, whose step 2 Soko Glam never lists).
 */
function partHeading(text: string, lines: readonly string[]): string | undefined {
  const heading = lines.find((line) => /^[^,:]{2,60}:$/.test(line) && !/ingredient|\binci\b|komposisi/i.test(line));
  const numbered = /\b(?:packet|part|chamber|phase|step)\s*\d+\s*:|^\s*step\s*\d+\s+ingredients?\b/i.exec(text)?.[0];
  return (heading ?? numbered)?.trim().replace(/\s*:$/, "");
}

/** A size heading at the start of a line: "30ml: Water, …", "1.7 oz: …". */
const sizeHeading = /^(\d+(?:[.,]\d+)?\s*(?:ml|g|fl\.?\s?oz|oz))\s*:/i;

function splitPlainList(text: string): InciListResult {
  for (const rule of noListPatterns) if (rule.pattern.test(text)) return { ok: false, reason: rule.reason };
  const lines = text
    // Sociolla pasted some lists into its "Tidak ada informasi bahan" (no ingredient information) note.
    .replace(/^\s*tidak ada info(?!rmasi)/i, "")
    .replace(/rmasi bahan\s*$/i, "")
    .replace(/\r/g, "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !isNoteLine(line))
    .map((line) => withGlueSeparated(formulaText(line)).trim())
    .filter((line) => line !== "");
  const blocks: string[] = [];
  for (const line of lines) {
    const previous = blocks.at(-1);
    const continues = /,\s*$/.test(previous ?? "") || (/^[a-z0-9,]/.test(line) && !sizeHeading.test(line));
    if (previous !== undefined && continues) {
      blocks[blocks.length - 1] = `${previous} ${line}`;
    } else {
      blocks.push(line);
    }
  }
  // One list per size ("30ml: Water, …" and "60ml: Water, …"): the page's product is not one size,
  // and the lists differ (docs/catalogue.md, "Splits INCI lists").
  const sizes = blocks.flatMap((block) => sizeHeading.exec(block)?.[1] ?? []);
  if (sizes.length >= 2) return { ok: false, reason: `one list per size (${sizes.join(", ")}), not one product's` };
  const lists = blocks.map(cleanEntries).filter((list) => list.entries.length > 0);
  const full = lists.filter((list) => list.entries.length >= 5);
  if (full.length >= 2) return { ok: false, reason: "several ingredient lists (set of several products)" };
  // One part's list is not the product's: the page would show half of it as the whole
  // (docs/catalogue.md, "Splits INCI lists").
  const part = partHeading(text, lines);
  if (part !== undefined) return { ok: false, reason: `one part's list of a product in several parts ("${part}")` };
  // One name per line: five or more blocks that are each exactly one name are one list.
  const onePerLine =
    blocks.length >= 5 &&
    blocks.every((block) => {
      const { entries } = cleanEntries(block);
      return entries.length === 1 && entries[0] === block.replace(/\s+/g, " ").trim();
    })
      ? { entries: lists.flatMap((list) => list.entries), notNames: [] }
      : undefined;
  const chosen = full[0] ?? onePerLine ?? (lists.length === 1 ? lists[0] : undefined);
  if (!chosen) {
    const spacesOnly = blocks.some(separatedBySpacesOnly);
    return { ok: false, reason: spacesOnly ? "names separated by spaces only (unparseable)" : "no ingredient list" };
  }
  // Repeats stay: the resolver keeps one entry per substance, and a name listed again and again
  // (water three times) shows a raw-material breakdown to the plausibility gates.
  return { ok: true, entries: chosen.entries, activeCount: 0, notNames: chosen.notNames };
}

/** LookFantastic's `clean_ingreds` column: a Python-style list of quoted names. */
export function parsePythonList(text: string): string[] {
  const entries: string[] = [];
  for (const match of text.matchAll(/'([^']*)'|"([^"]*)"/g)) {
    const entry = (match[1] ?? match[2] ?? "").trim();
    if (entry !== "") entries.push(entry);
  }
  return entries;
}
