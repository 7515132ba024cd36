/**
 * Words written twice in a row ("the the", "untuk untuk"), case aside, in text as a reader sees
 * it; each repetition as it stands in the text. Only words apart by spaces count: a line break or
 * punctuation between two (a heading and the line under it, "Toner, toner") is no slip of the
 * pen. Numbers are no words ("2 2" in a table is not a typo), and a hyphenated word is one word,
 * since Indonesian writes its plurals that way ("pori-pori").
 */
export function repeatedWords(text: string): string[] {
  const repetition = /(?<![\p{L}\p{M}\p{N}'’-])(\p{L}[\p{L}\p{M}\p{N}'’-]*)[ \t\u00a0]+\1(?![\p{L}\p{M}\p{N}'’-])/giu;
  return [...text.matchAll(repetition)].map((match) => match[0]);
}
