import path from "node:path";
import { describe, expect, it } from "vitest";
import { botanicalSynonyms, compactKey, CosingIndex, loadCosing, synonymEntries } from "./cosing-index.server";

describe("CosingIndex", () => {
  const index = new CosingIndex();
  index.add({ inciName: "AQUA", cas: "7732-18-5", ec: "231-791-2", functions: ["Solvent"] });
  index.add({
    inciName: "BUTYROSPERMUM PARKII BUTTER",
    cas: null,
    ec: null,
    functions: ["Skin Conditioning - Emollient"],
  });
  index.add({ inciName: "1,2-HEXANEDIOL", cas: "6920-22-5", ec: "230-029-6", functions: ["Solvent"] });
  index.add({ inciName: "NIACINAMIDE", cas: "98-92-0", ec: "202-713-4", functions: ["Smoothing"] });
  index.add({ inciName: "NIACINAMIDE", cas: "other", ec: null, functions: [] });
  index.add({ inciName: "PEG-10 DIMETHICONE", cas: null, ec: null, functions: [] });
  index.add({ inciName: "CI 42090", cas: null, ec: null, functions: ["Colorant"] });
  index.add({ inciName: "CITRUS LIMON PEEL OIL", cas: null, ec: null, functions: [] });
  index.add({ inciName: "ARACHIS HYPOGAEA  (PEANUT) SPROUT EXTRACT", cas: null, ec: null, functions: [] });

  it("keeps the first record per name", () => {
    expect(index.byInciName("Niacinamide")?.cas).toBe("98-92-0");
  });

  it("finds a name whatever its punctuation and spacing", () => {
    expect(index.byCompactKey("1 2-hexane diol")?.inciName).toBe("1,2-HEXANEDIOL");
  });

  it("stores CosIng's names with single spaces", () => {
    expect(index.byInciName("Arachis Hypogaea (Peanut) Sprout Extract")?.inciName).toBe(
      "ARACHIS HYPOGAEA (PEANUT) SPROUT EXTRACT",
    );
  });

  it("reads US colour names, lakes included, and older plant names", () => {
    for (const label of ["Blue 1", "FD&C Blue No. 1", "Blue 1 Lake", "FD&C Blue No. 1 Aluminum Lake"]) {
      expect(index.bySynonym(label)?.inciName).toBe("CI 42090");
    }
    expect(index.bySynonym("Citrus Medica Limonum Peel Oil")?.inciName).toBe("CITRUS LIMON PEEL OIL");
    expect(index.bySynonym("Fragrance")).toBeUndefined();
  });

  it("knows its words, how often they occur and where names begin", () => {
    expect(index.wordFrequency("NIACINAMIDE")).toBe(2);
    expect(index.wordFrequency("UNICORN")).toBe(0);
    expect([...index.wordsNearLength(4, 0)]).toContain("AQUA");
    expect(index.beginsSomeName("BUTYROSPERMUM")).toBe(true);
    expect(index.beginsSomeName("BUTTER")).toBe(false);
  });

  it("tells a cut-off name from a complete one", () => {
    expect(index.beginsLongerName("Butyrospermum Parkii")).toBe(true);
    expect(index.beginsLongerName("PEG-10 Dimeth")).toBe(true);
    expect(index.beginsLongerName("PEG-1")).toBe(false);
    expect(index.beginsLongerName("Niacinamide")).toBe(false);
    expect(index.startsSomeName(compactKey("Niacin"))).toBe(true);
  });

  it("finds nothing for unknown names", () => {
    expect(index.byInciName("Unicorn Extract")).toBeUndefined();
    expect(index.byCompactKey("Unicorn Extract")).toBeUndefined();
  });
});

describe("the synonym tables", () => {
  const cosing = loadCosing(path.join(process.cwd(), "data", "cosing_ingredients_functions.csv"), "cosing").index;

  it("point at names CosIng lists", () => {
    expect(synonymEntries.filter(([, inciName]) => !cosing.byInciName(inciName))).toEqual([]);
    // CosIng lists no name under the label's plant name, and names under the one it is read as.
    for (const [label, genus] of botanicalSynonyms) {
      expect(cosing.beginsLongerName(label)).toBe(false);
      expect(cosing.beginsLongerName(genus)).toBe(true);
    }
  });

  it("map a second CosIng name of one substance to the one shown", () => {
    expect(cosing.bySynonym("Water")?.inciName).toBe("AQUA");
    expect(cosing.bySynonym("CI 77891")?.inciName).toBe("TITANIUM DIOXIDE");
    expect(cosing.bySynonym("Ceramide 3")?.inciName).toBe("CERAMIDE NP");
    expect(cosing.bySynonym("Microcrystalline Wax")?.inciName).toBe("CERA MICROCRISTALLINA");
  });
});
