/** The characters Windows-1252 shows for the bytes 0x80–0x9F (undefined bytes as themselves). */
const windows1252High = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

/** The byte a character stands for when UTF-8 text was read as Latin-1 or Windows-1252. */
function byteOf(char: string): number | undefined {
  const code = char.charCodeAt(0);
  if (code <= 0xff) return code;
  const index = windows1252High.indexOf(char);
  return index < 0 ? undefined : 0x80 + index;
}

/** A UTF-8 lead byte read as one character, then as many continuation bytes as it announces. */
const continuation = `[\u0080-\u00bf${windows1252High}]`;
const misreadSequence = new RegExp(
  `[\u00c2-\u00df]${continuation}|[\u00e0-\u00ef]${continuation}{2}|[\u00f0-\u00f4]${continuation}{3}`,
  "g",
);

const utf8 = new TextDecoder("utf-8", { fatal: true });

function decoded(sequence: string): string {
  const bytes = [...sequence].map(byteOf);
  if (bytes.some((byte) => byte === undefined)) return sequence;
  try {
    return utf8.decode(Uint8Array.from(bytes as number[]));
  } catch {
    // Not a UTF-8 sequence after all ("Ã " in real Latin-1 text): left as it is.
    return sequence;
  }
}

/**
 * Characters a source's own decoding left in place of a letter, seen in `data/` and read by hand
 * (docs/catalogue.md, "Names"): each stands for one character in every name it occurs in.
 */
const misreadCharacters: readonly (readonly [misread: string, letter: string, reason: string])[] = [
  ["\u032c", "è", "skincareapi 2017: every Amorepacific 'Cr̬me' is the brand's Crème"],
  ["\u06ea", "’", "skincareapi 2017: Mizon 'No.1 King۪s Berry' is King’s Berry"],
];

/**
 * Words whose non-ASCII letter a source dropped altogether, with the word they are: Watsons'
 * names lose every letter outside ASCII ("Hydrabio Gel-Crme", "Excellence Crme").
 */
const lostLetterWords: readonly (readonly [lossy: RegExp, word: string, reason: string])[] = [
  [/\bCrme\b/g, "Crème", "Watsons 2026 drops è: 'Gel-Crme', 'Excellence Crme'"],
];

/**
 * A name read back as the UTF-8 its source wrote: sequences of UTF-8 bytes shown as Latin-1 or
 * Windows-1252 characters ("Directorâ€™s" → Director’s, "Cerapeptideâ„¢" → Cerapeptide™,
 * "Gel-CrÃ¨me" → Gel-Crème), then the reviewed tables of characters and words sources lost.
 */
export function repairMojibake(text: string): string {
  let repaired = text.replace(misreadSequence, decoded);
  for (const [misread, letter] of misreadCharacters) repaired = repaired.replaceAll(misread, letter);
  for (const [lossy, word] of lostLetterWords) repaired = repaired.replace(lossy, word);
  return repaired;
}

/**
 * Whether a name still shows mis-decoded characters: a repairable sequence, a C1 control, U+FFFD
 * or a combining mark no letter takes ("r̬"; an accent written apart composes with its letter).
 */
export function isMisdecoded(name: string): boolean {
  return repairMojibake(name) !== name || /[\u0080-\u009f\ufffd]|\p{M}/u.test(name.normalize("NFC"));
}
