import { normaliseInci } from "./inci-names";
import { isClay } from "./list-bases";

/**
 * The least amount at which an active does the work the catalogue credits it with, where a
 * regulator or a trial gives one (docs/catalogue.md, "Working amounts"). A label that prints a
 * smaller amount beside the entry ("Salicylic Acid (1ppm)" in a salicylic acid spot cream) shows
 * the entry is there in name: it names no concern and no text features it, wherever it sits in
 * the list. Flags and cautions still follow the entry, whatever its amount.
 */
const workingPercents: Readonly<Record<string, number>> = {
  // Korea's notified amounts for functional cosmetics (MFDS): wrinkle care…
  ADENOSINE: 0.04,
  // 2,500 IU/g, at 0.3 µg of retinol per IU.
  RETINOL: 0.075,
  // 10,000 IU/g, at 0.55 µg of retinyl palmitate per IU.
  "RETINYL PALMITATE": 0.55,
  // …and brightening.
  NIACINAMIDE: 2,
  ARBUTIN: 2,
  "ASCORBYL GLUCOSIDE": 2,
  "MAGNESIUM ASCORBYL PHOSPHATE": 3,
  "ASCORBYL TETRAISOPALMITATE": 2,
  "3-O-ETHYL ASCORBIC ACID": 1,
  // The US over-the-counter monographs: acne (21 CFR 333.310) and skin protectants (21 CFR 347.10).
  "SALICYLIC ACID": 0.5,
  SULFUR: 3,
  ALLANTOIN: 0.5,
  // The amount of the one controlled trial against retinol (Dhaliwal et al., Br J Dermatol 2019).
  BAKUCHIOL: 0.5,
  // The amount of the photoageing trial with ascorbic acid (Haftek et al., Exp Dermatol 2008).
  MADECASSOSIDE: 0.1,
};

/**
 * Clays and charcoal soak up oil by their mass, and the catalogue credits them only as a mask's
 * base, at a few per cent. Their least amount is 1 %, the line below which the EU lets a label
 * list its ingredients in any order (Regulation (EC) No 1223/2009, Article 19(1)(g)): under it an
 * absorbent is a pinch for the label (Goodal's charcoal wash-off mask prints "Charcoal Powder
 * 0.01%").
 */
const absorbentPercent = 1;
const absorbent = (inci: string) => isClay(inci) || /CHARCOAL/.test(inci) || inci === "SEA SILT";

function workingPercent(inciName: string): number | undefined {
  const inci = normaliseInci(inciName);
  return workingPercents[inci] ?? (absorbent(inci) ? absorbentPercent : undefined);
}

/** Whether a label states an amount for an entry below the least at which it does its work. */
export function belowWorkingAmount(inciName: string, statedPercent: number | null | undefined): boolean {
  if (statedPercent === null || statedPercent === undefined) return false;
  const working = workingPercent(inciName);
  return working !== undefined && statedPercent < working;
}

/**
 * Whether a label states an amount for an entry at or above the least at which it does its work:
 * then the entry works wherever it sits in a leave-on list, since entries under 1 % may be listed
 * in any order (COSRX's The Retinol 0.1 Cream lists its retinol 25th).
 */
export function atWorkingAmount(inciName: string, statedPercent: number | null | undefined): boolean {
  if (statedPercent === null || statedPercent === undefined) return false;
  const working = workingPercent(inciName);
  return working !== undefined && statedPercent >= working;
}
