import { describe, expect, it } from "vitest";
import { projectPath } from "~/server/project-root.server";
import { readSkinsort2023 } from "./skinsort-2023-source.server";

describe("readSkinsort2023 on the real file", () => {
  const products = readSkinsort2023(projectPath("data"))?.products ?? [];

  it("states no concern: Skinsort's flags are its own reading of the list (Mamonde's Micro Deep Cleansing Foam)", () => {
    // products_skinsort_subset_2023.csv: "Redness Reducing,Anti-Aging,…" for a soap foam whose ceramide
    // is 24th of 27; the list is read by our own rules instead (docs/catalogue.md, "Per product").
    const foam = products.find((product) => product.name === "Micro Deep Cleansing Foam");
    expect(foam?.brand).toMatch(/mamonde/i);
    expect(foam?.aspects).toEqual([]);
    expect(products.length).toBeGreaterThan(100);
    expect(products.every((product) => product.aspects.length === 0)).toBe(true);
  });
});
