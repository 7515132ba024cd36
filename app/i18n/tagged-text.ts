/** A piece of a text with `<name>…</name>` tags: plain text, or the text inside one tag. */
export type TaggedPiece = { tag: null; text: string } | { tag: string; text: string };

/**
 * Splits a text such as `"By signing up you agree to our <terms>Terms</terms>."` into its plain
 * and tagged pieces, so a page can wrap the tagged ones in a link or a `<strong>`. Tags do not nest,
 * and a tag without its closing tag stays plain text.
 */
export function taggedPieces(text: string): TaggedPiece[] {
  const pieces: TaggedPiece[] = [];
  const tagged = /<(\w+)>(.*?)<\/\1>/gs;
  let end = 0;
  for (const match of text.matchAll(tagged)) {
    if (match.index > end) pieces.push({ tag: null, text: text.slice(end, match.index) });
    pieces.push({ tag: match[1] ?? "", text: match[2] ?? "" });
    end = match.index + match[0].length;
  }
  if (end < text.length) pieces.push({ tag: null, text: text.slice(end) });
  return pieces;
}
