import { describe, expect, it } from "vitest";
import { uvFilterClass, uvFilterOf, uvFilters, uvFiltersIn } from "./uv-filters";

describe("uvFilterOf", () => {
  it.each([
    ["ZINC OXIDE", "ZINC OXIDE"],
    ["Zinc Oxide (Nano)", "ZINC OXIDE"],
    ["Titanium Dioxide (CI 77891)", "TITANIUM DIOXIDE"],
    ["CI 77891", "TITANIUM DIOXIDE"],
    ["Avobenzone 3%", "BUTYL METHOXYDIBENZOYLMETHANE"],
    ["Octinoxate (Ethylhexyl Methoxycinnamate)", "ETHYLHEXYL METHOXYCINNAMATE"],
    ["Bis-Ethylhexyloxyphenol Methoxyphenol Triazine", "BIS-ETHYLHEXYLOXYPHENOL METHOXYPHENYL TRIAZINE"],
    ["Diethylamino Hydroxybenzoyl Hexyl Benzoate", "DIETHYLAMINO HYDROXYBENZOYL HEXYL BENZOATE"],
    ["Isoamyl p-Methoxycinnamate", "ISOAMYL P-METHOXYCINNAMATE"],
    ["Polysilicone-15", "POLYSILICONE-15"],
    ["Bis-(Diethylaminohydroxybenzoyl Benzoyl) Piperazine", "BIS-(DIETHYLAMINOHYDROXYBENZOYL BENZOYL) PIPERAZINE"],
    ["Meradimate 5%", "MENTHYL ANTHRANILATE"],
    ["Trolamine Salicylate", "TEA-SALICYLATE"],
    ["Dioxybenzone", "BENZOPHENONE-8"],
  ])("%s is %s", (name, inci) => {
    expect(uvFilterOf(name)?.inci).toBe(inci);
  });

  it.each(["Water", "Zinc PCA", "Ethylhexyl Palmitate", "Salicylic Acid", "Titanium", "Glycerin"])(
    "%s is no UV filter",
    (name) => {
      expect(uvFilterOf(name)).toBeUndefined();
    },
  );

  it("lists each INCI name once, and only titanium dioxide and zinc oxide are mineral", () => {
    const names = uvFilters.map((filter) => filter.inci);
    expect(new Set(names).size).toBe(names.length);
    expect(uvFilters.filter((filter) => filter.kind === "mineral").map((filter) => filter.inci)).toEqual([
      "TITANIUM DIOXIDE",
      "ZINC OXIDE",
    ]);
  });
});

describe("the US sunscreen monograph (21 CFR 352.10, OTC Monograph M020)", () => {
  // The sixteen active ingredients it allows, by their US drug names.
  it.each([
    "Aminobenzoic Acid",
    "Avobenzone",
    "Cinoxate",
    "Dioxybenzone",
    "Ensulizole",
    "Homosalate",
    "Meradimate",
    "Octinoxate",
    "Octisalate",
    "Octocrylene",
    "Oxybenzone",
    "Padimate O",
    "Sulisobenzone",
    "Titanium Dioxide",
    "Trolamine Salicylate",
    "Zinc Oxide",
  ])("lists %s", (name) => {
    expect(uvFilterOf(name)?.listedIn).toContain("us-monograph");
  });

  it("is the only list of five of them: the EU does not allow PABA, cinoxate, dioxybenzone, meradimate or trolamine salicylate", () => {
    expect(uvFilters.filter((filter) => !filter.listedIn.includes("eu-annex-vi")).map((filter) => filter.inci)).toEqual(
      ["PABA", "CINOXATE", "BENZOPHENONE-8", "MENTHYL ANTHRANILATE", "TEA-SALICYLATE"],
    );
  });
});

describe("uvFilterClass", () => {
  it("is mineral with only titanium dioxide or zinc oxide", () => {
    expect(uvFilterClass(["WATER", "ZINC OXIDE", "TITANIUM DIOXIDE", "GLYCERIN"])).toBe("mineral");
    expect(uvFilterClass(["CYCLOPENTASILOXANE", "CI 77891"])).toBe("mineral");
  });

  it("is chemical with only organic filters", () => {
    expect(
      uvFilterClass([
        "WATER",
        "ETHYLHEXYL METHOXYCINNAMATE",
        "BIS-ETHYLHEXYLOXYPHENOL METHOXYPHENYL TRIAZINE",
        "DIETHYLAMINO HYDROXYBENZOYL HEXYL BENZOATE",
        "ETHYLHEXYL TRIAZONE",
        "HOMOSALATE",
        "OCTOCRYLENE",
        "BUTYL METHOXYDIBENZOYLMETHANE",
        "METHYLENE BIS-BENZOTRIAZOLYL TETRAMETHYLBUTYLPHENOL",
        "PHENYLBENZIMIDAZOLE SULFONIC ACID",
        "ETHYLHEXYL SALICYLATE",
        "POLYSILICONE-15",
        "DROMETRIZOLE TRISILOXANE",
        "TEREPHTHALYLIDENE DICAMPHOR SULFONIC ACID",
      ]),
    ).toBe("chemical");
  });

  it("is hybrid with both", () => {
    expect(uvFilterClass(["WATER", "ZINC OXIDE", "ETHYLHEXYL METHOXYCINNAMATE"])).toBe("hybrid");
  });

  it("is null without a filter", () => {
    expect(uvFilterClass(["WATER", "GLYCERIN", "NIACINAMIDE"])).toBeNull();
    expect(uvFilterClass([])).toBeNull();
  });

  it("finds each filter once, in list order", () => {
    expect(uvFiltersIn(["ZINC OXIDE", "OCTOCRYLENE", "Zinc Oxide (Nano)"]).map((filter) => filter.inci)).toEqual([
      "ZINC OXIDE",
      "OCTOCRYLENE",
    ]);
  });
});
