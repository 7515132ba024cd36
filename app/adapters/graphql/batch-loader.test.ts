import { expect, it } from "vitest";
import { createBatchLoader } from "./batch-loader";

it("reads every key asked for in one pass with one call, and each caller gets its own value", async () => {
  const calls: string[][] = [];
  const loader = createBatchLoader(
    (keys: readonly string[]) => {
      calls.push([...keys]);
      return Promise.resolve(new Map(keys.filter((key) => key !== "none").map((key) => [key, key.length])));
    },
    () => 0,
  );
  const values = await Promise.all(["a", "bb", "none", "ccc"].map((key) => loader.load(key)));
  expect(values).toEqual([1, 2, 0, 3]);
  expect(calls).toEqual([["a", "bb", "none", "ccc"]]);

  // A later pass is a new batch.
  expect(await loader.load("dddd")).toBe(4);
  expect(calls).toHaveLength(2);
});

it("passes a failed read to every caller of its batch", async () => {
  const loader = createBatchLoader<string, number>(
    () => Promise.reject(new Error("down")),
    () => 0,
  );
  const results = await Promise.allSettled([loader.load("a"), loader.load("b")]);
  expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
});
