import { hasControlCharacter } from "./control-characters";
import type { PastedList } from "./ingredient-reading";

/**
 * A pasted ingredient list (docs/check.md, "What is read"): the limits it is held to and what
 * is done to a shop's or a label's text before the catalogue import's split reads it.
 */

/** The most characters a pasted list may have (line breaks counted once). */
export const maxPastedCharacters = 10_000;
/** The most entries a pasted list may have once split. */
export const maxPastedEntries = 200;

export type PastedTextProblem = "empty" | "too-long" | "control-characters" | "korean-only";

/** Line breaks as one character, as a text area counts them (browsers send CRLF). */
export function withPlainLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/**
 * What is wrong with a pasted text before it is read, or null. Line breaks and tabs are what a
 * text area holds; any other control character (NUL among them) is refused (docs/security.md,
 * "Hostile input"). A text in Korean script alone cannot be read: kulit reads INCI names.
 */
export function pastedTextProblem(text: string): PastedTextProblem | null {
  const plain = withPlainLineBreaks(text);
  if (hasControlCharacter(plain.replace(/[\n\t]/g, " "))) return "control-characters";
  if (plain.length > maxPastedCharacters) return "too-long";
  if (plain.trim() === "") return "empty";
  if (!/[A-Za-z]/.test(plain) && /\p{Script=Hangul}/u.test(plain)) return "korean-only";
  return null;
}

/** Why a pasted text is refused, before its reading or once split (docs/check.md, "Limits and refusals"). */
export type PastedListProblem = PastedTextProblem | "too-many-entries" | "none-recognised";

/**
 * What is wrong with a pasted text and its split, or null: one rule for the check page and the
 * API's `checkIngredients`. Without the split (`list` null), the text alone is judged.
 */
export function pastedListProblem(text: string, list: PastedList | null): PastedListProblem | null {
  const problem = pastedTextProblem(text);
  if (problem !== null) return problem;
  if (list !== null && list.entries.length + list.notNames.length > maxPastedEntries) return "too-many-entries";
  if (list !== null && list.entries.length === 0) return "none-recognised";
  return null;
}

/** A heading before the list: "Ingredients:", "Full ingredients list", "Inactive ingredients:" (no actives before it), "Komposisi:", "Bahan-bahan:", "전성분:", "Drug Facts". */
const heading =
  /^\s*(?:(?:full |key |inactive )?ingredients?(?: list)?|inci|komposisi|bahan(?:-bahan)?|kandungan|전성분|성분|drug facts)\s*(?:[:：]\s*|\n|$)/i;

/** A line that ends the list: the directions, warnings or storage that shops print after it. */
const afterList =
  /^(?:how to use|directions?|usage|caution|warnings?|cara (?:pakai|penggunaan|pemakaian)|peringatan|perhatian|penyimpanan|사용법|주의사항)\b/i;

/** A bullet or a number before a name on its own line: "• Water", "- Glycerin", "3) Niacinamide". */
const bullet = /^(?:[•·▪◦●‣⁃]\s*|[-–—*]\s+|\d{1,3}[.)]\s+)/;

/** A footnote line under a list: "*Organic", "† from natural origin", "¹ Certified". */
const footnote = /^(?:\*|†|‡|[¹²³])/;

/** The list separators outside brackets; a comma between digits ("1,2-Hexanediol") separates nothing. */
function separators(line: string): number {
  return (line.replace(/\([^()]*\)/g, "").match(/[;•]|,(?!\s*\d)/g) ?? []).length;
}

/**
 * An "Ingredients:" heading that opens a line under a label's other words (the product's name, its
 * brand), as a photo of a label reads. "Inactive ingredients:" is not one: a "Drug Facts" label's
 * actives come before it.
 */
const listHeadingLine =
  /^[^\S\n]*(?:full )?(?:ingredients?(?: list)?|inci|komposisi|bahan(?:-bahan)?|kandungan|전성분|성분)[^\S\n]*[:：]/im;

/** The words above a list's heading line, when they hold no list (no separator): a label's title. */
function withoutTitle(text: string): string {
  const heading = listHeadingLine.exec(text);
  if (!heading || heading.index === 0) return text;
  return separators(text.slice(0, heading.index)) === 0 ? text.slice(heading.index) : text;
}

/**
 * What text recognition typically misreads in a photo of a label (docs/check.md, "Reading a
 * photo"): a "|" between letters is an "l" ("G|ycerin"); a "|" or "\" that opens a word is an "I"
 * ("|sopropyl", "\sethionate"), and so is an "l" before a consonant no English word opens with
 * ("ltalica", "lsostearate"). A "|" between spaces, a separator some shops print, stays.
 */
function withoutRecognitionSlips(text: string): string {
  return text
    .replace(/(?<=\p{L})\|(?=\p{L})/gu, "l")
    .replace(/(?<![\p{L}\p{N}])[|\\](?=\p{Ll})/gu, "I")
    .replace(/(?<![\p{L}\p{N}])l(?=[bcdfghjkmnpqrstvwxz]\p{Ll})/gu, "I");
}

/**
 * The pasted text as the import's split reads a shop's list (docs/check.md): one line, its
 * entries separated by commas. A label's title above an "Ingredients:" line, headings before the
 * list and what follows it (directions, warnings) go; recognition's slips in a photo's text are
 * mended; full-width commas and semicolons are plain ones; bullets and footnote lines go;
 * lines of one name each (a bullet list, a label's column) are entries, and any other line break
 * is a break inside a name or a list wrapped by the label, read as a space. What the split does
 * itself (percentages, "may contain", asterisks, brackets, a trailing full stop, case) stays its own.
 */
export function pastedListText(text: string): string {
  let body = withoutTitle(withoutRecognitionSlips(withPlainLineBreaks(text)))
    .replace(/，|、/g, ", ")
    .replace(/；/g, "; ");
  for (let previous = ""; previous !== body;) {
    previous = body;
    body = body.replace(heading, "");
  }
  const lines: string[] = [];
  let bulleted = 0;
  for (const raw of body.split("\n")) {
    const line = raw.trim();
    if (afterList.test(line) && lines.length > 0) break;
    if (line === "") continue;
    const withoutBullet = line.replace(bullet, "");
    if (withoutBullet !== line) bulleted += 1;
    // A footnote is a line of words; a line of names that opens with a mark keeps its names, as
    // the import's split keeps them (docs/catalogue.md, "Garbage is never dropped silently").
    if (withoutBullet === line && footnote.test(line) && separators(line) < 2) continue;
    lines.push(withoutBullet.replace(heading, ""));
  }
  const onePerLine =
    lines.length >= 2 && (bulleted * 2 >= lines.length || lines.every((line) => separators(line) === 0));
  return lines.join(onePerLine ? ", " : " ").trim();
}
