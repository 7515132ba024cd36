import { afterAll, beforeAll } from "vitest";

/**
 * Something a test file shares among its tests, made in the file's `beforeAll` and ended in its
 * `afterAll`. The returned function reads it inside tests; before the file's `beforeAll` has run
 * it throws, naming `what`.
 */
export function madeForFile<T>(what: string, make: () => Promise<T>, end: (made: T) => Promise<void>): () => T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  afterAll(async () => {
    if (made !== undefined) await end(made);
  });
  return () => {
    if (made === undefined) throw new Error(`${what} is read before the file's beforeAll ran`);
    return made;
  };
}
