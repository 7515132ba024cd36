import { describe, expect, it } from "vitest";
import { CosingIndex } from "./cosing-index.server";

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

  it("keeps the first record per name", () => {
    expect(index.find("niacinamide", "Niacinamide")?.cas).toBe("98-92-0");
  });
  it("handles parentheses, synonyms and punctuation", () => {
    expect(index.find("Water (Aqua)", "Water")?.inciName).toBe("AQUA");
    expect(index.find("Water", "Water")?.inciName).toBe("AQUA");
    expect(index.find("Butyrospermum Parkii (Shea) Butter", "Butyrospermum Parkii Butter")?.inciName).toBe(
      "BUTYROSPERMUM PARKII BUTTER",
    );
    expect(index.find("1,2 Hexanediol", "1,2 Hexanediol")?.inciName).toBe("1,2-HEXANEDIOL");
  });
  it("finds nothing for unknown names", () => {
    expect(index.find("Unicorn Extract", "Unicorn Extract")).toBeUndefined();
  });
});
