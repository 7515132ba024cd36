import { setImmediate } from "node:timers/promises";

/**
 * Lets the event loop run its timers and I/O. An import is some 17 s of synchronous work
 * (better-sqlite3 answers at once, so its awaits yield to microtasks only); in one piece it would
 * stall everything else the process does (its timers, a test runner's messages) for all of that time. It calls this
 * between its stages and between batches of rows (docs/catalogue.md, "What the import does").
 */
export function eventLoopTurn(): Promise<void> {
  return setImmediate();
}

/** Rows (sources, products) an import works through between two turns of the event loop. */
export const rowsPerTurn = 200;
