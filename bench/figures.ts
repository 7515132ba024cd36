/** What the bench measures: figures, each with its budget when it has one (docs/performance.md, "Budgets"). */

export type Unit = "req/s" | "×" | "ms" | "s" | "KB" | "/100" | "products" | "points" | "%" | "substances" | "photos";

export interface Budget {
  /** How the budget reads in the table ("≥ 0.5", "≤ 50 ms"). */
  text: string;
  met: boolean;
}

export interface Figure {
  /** The figure's key in `bench/results/latest.json` ("productPage.rpsRatioToHello"). */
  key: string;
  label: string;
  value: number;
  unit: Unit;
  budget?: Budget;
  /** What the reader should know to read the value (which function, which floor). */
  note?: string;
}

export function atLeast(limit: number, unit = ""): (value: number) => Budget {
  return (value) => ({ text: `≥ ${limit}${unit && ` ${unit}`}`, met: value >= limit });
}

export function atMost(limit: number, unit = ""): (value: number) => Budget {
  return (value) => ({ text: `≤ ${limit}${unit && ` ${unit}`}`, met: value <= limit });
}

export function figure(
  key: string,
  label: string,
  value: number,
  unit: Unit,
  budget?: (value: number) => Budget,
  note?: string,
): Figure {
  if (!Number.isFinite(value)) throw new Error(`${key}: measured ${value}, not a number`);
  return { key, label, value, unit, ...(budget ? { budget: budget(value) } : {}), ...(note ? { note } : {}) };
}

/** The median of the values (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  const lower = sorted[sorted.length % 2 === 0 ? middle - 1 : middle];
  if (upper === undefined || lower === undefined) throw new Error("median of nothing");
  return (upper + lower) / 2;
}
