import { appendFileSync } from "node:fs";

/**
 * Whether this is the short form (`npm run test:resilience -- --short`, or RESILIENCE_SHORT=1):
 * every scenario, with fewer cycles and a shorter load.
 */
export const short = process.env.RESILIENCE_SHORT === "1";

/** The long or the short form's value of a figure the run chooses (cycles, seconds). */
export const longOrShort = (long: number, shortForm: number) => (short ? shortForm : long);

/**
 * Prints one figure line of a scenario as it happens, and adds it to the run's summary file
 * (RESILIENCE_FIGURES, written by scripts/run-resilience.ts) for the summary at the end.
 */
export function figure(scenario: string, line: string): void {
  const text = `[${scenario}] ${line}`;
  process.stdout.write(`${text}\n`);
  const file = process.env.RESILIENCE_FIGURES;
  if (file) appendFileSync(file, `${text}\n`);
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
