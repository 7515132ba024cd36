import { describe, expect, it } from "vitest";
import { ingredientIdOf, normaliseIngredientName } from "./ingredient-name";

describe("normaliseIngredientName", () => {
  it("title-cases INCI names", () => {
    expect(normaliseIngredientName("sodium hyaluronate")).toBe("Sodium Hyaluronate");
    expect(normaliseIngredientName("NIACINAMIDE")).toBe("Niacinamide");
  });

  it("strips trailing periods and stray marks", () => {
    expect(normaliseIngredientName("Tocopherol.")).toBe("Tocopherol");
    expect(normaliseIngredientName(" *Camellia Sinensis Leaf Extract ")).toBe("Camellia Sinensis Leaf Extract");
  });

  it("unifies water spellings", () => {
    for (const raw of ["Water (Aqua)", "Aqua", "WATER", "Water/Aqua/Eau", "Aqua (Water)", "Purified Water"]) {
      expect(normaliseIngredientName(raw)).toBe("Water");
    }
  });

  it("drops parenthesised common names and amounts", () => {
    expect(normaliseIngredientName("Butyrospermum Parkii (Shea) Butter")).toBe("Butyrospermum Parkii Butter");
    // A carbon chain glued to its word is part of the INCI name, not an annotation.
    expect(normaliseIngredientName("HYDROGENATED POLY(C6-14 OLEFIN)")).toBe("Hydrogenated Poly(C6-14 Olefin)");
    expect(normaliseIngredientName("Water(Aqua)")).toBe("Water");
    expect(normaliseIngredientName("Simmondsia Chinensis (Jojoba) Seed Oil (100%)")).toBe(
      "Simmondsia Chinensis Seed Oil",
    );
    expect(normaliseIngredientName("Ceramide NP(Ceramide 3)")).toBe("Ceramide NP");
    expect(normaliseIngredientName("100% Artemisia annua extract")).toBe("Artemisia Annua Extract");
    expect(normaliseIngredientName("Fragrance (Parfum)")).toBe("Fragrance");
  });

  it("keeps INCI abbreviations and chemical notation", () => {
    expect(normaliseIngredientName("peg-60 hydrogenated castor oil")).toBe("PEG-60 Hydrogenated Castor Oil");
    expect(normaliseIngredientName("DISODIUM EDTA")).toBe("Disodium EDTA");
    expect(normaliseIngredientName("1,2-hexanediol")).toBe("1,2-Hexanediol");
    expect(normaliseIngredientName("caprylic/capric triglyceride")).toBe("Caprylic/Capric Triglyceride");
    expect(normaliseIngredientName("sh-Polypeptide-45")).toBe("sh-Polypeptide-45");
    expect(normaliseIngredientName("c12-15 alkyl benzoate")).toBe("C12-15 Alkyl Benzoate");
  });

  it("keeps a leading stereo descriptor", () => {
    expect(normaliseIngredientName("(-)-alpha-bisabolol")).toBe("(-)-Alpha-Bisabolol");
  });
});

describe("ingredientIdOf", () => {
  it("gives one id for every spelling", () => {
    expect(ingredientIdOf("Niacinamide")).toBe("niacinamide");
    expect(ingredientIdOf("niacinamide")).toBe("niacinamide");
    expect(ingredientIdOf("NIACINAMIDE")).toBe("niacinamide");
    expect(ingredientIdOf("Water (Aqua)")).toBe(ingredientIdOf("aqua"));
  });

  it("is URL safe and idempotent", () => {
    const id = ingredientIdOf("1,2-Hexanediol");
    expect(id).toBe("1-2-hexanediol");
    expect(ingredientIdOf(id)).toBe(id);
    expect(ingredientIdOf("Sodium Hyaluronate")).toBe("sodium-hyaluronate");
    expect(ingredientIdOf("sodium-hyaluronate")).toBe("sodium-hyaluronate");
  });
});
