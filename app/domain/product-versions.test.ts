import { describe, expect, it } from "vitest";
import { versionOfList, versionsOf } from "./product-versions";

// Real rows of data/: Sociolla 2023's choices for two Holika Holika ranges, and the lists other
// sources give under those names.
const foamVersions = ["Rice", "Green Tea"];
const maskVersions = [
  "Strawberry",
  "Mugwort",
  "Lemon",
  "Rice",
  "acai berry",
  "Avocado",
  "Cucumber",
  "Damask Rose",
  "Green Tea",
  "Pearl",
  "Charcoal",
  "Shea Butter",
];
// Sociolla 2025's "Daily Fresh Cleansing Foam".
const foamList = [
  "Water",
  "Stearic Acid",
  "Glycerin",
  "Lauric Acid",
  "Potassium Hydroxide",
  "Myristic Acid",
  "Glyceryl Stearate",
  "PEG-100 Stearate",
  "Cocamidopropyl Betaine",
  "PEG-8",
  "Polyquaternium-7",
  "Polysorbate 20",
  "Hydroxyethylcellulose",
  "Sodium Chloride",
  "Rice Ferment Filtrate (Sake)",
  "Saponaria Officinalis Leaf Extract",
  "Butylene Glycol",
  "1,2-Hexanediol",
  "Phenoxyethanol",
  "Fragrance",
];
// Sociolla 2025's bare "Pure Essence Mask Sheet": green tea and mugwort, no cucumber.
const maskRangeList = [
  "Water",
  "1,2-Hexanediol",
  "Butylene Glycol",
  "Glycerin",
  "Camellia Sinensis Leaf Extract",
  "Centella Asiatica Extract",
  "Artemisia Vulgaris Extract",
  "Madecassoside",
];
// lookfantastic's "Pure Essence Mask Sheet - Cucumber".
const cucumberList = [
  "Glycerin",
  "Dipropylene Glycol",
  "Betaine",
  "Centella Asiatica Extract",
  "Chamomilla Recutita Flower Oil",
  "Cucumis Sativus Extract",
  "Aloe Barbadensis Extract",
];

describe("versionOfList", () => {
  it("names the version an ingredient of the list holds, by its name or its INCI words, while no other version's is there", () => {
    expect(versionOfList(foamVersions, foamList)).toBe("Rice");
    expect(versionOfList(maskVersions, cucumberList)).toBe("Cucumber");
    expect(versionOfList(foamVersions, ["Water", "Camellia Sinensis Leaf Extract"])).toBe("Green Tea");
  });

  it("does not tell when no version, or more than one, is in the list", () => {
    expect(versionOfList(maskVersions, maskRangeList)).toBeNull();
    expect(versionOfList(foamVersions, ["Water", "Glycerin"])).toBeNull();
    expect(versionOfList(foamVersions, ["Oryza Sativa (Rice) Extract", "Camellia Sinensis Leaf Extract"])).toBeNull();
  });

  it("reads whole words only: a version's word inside another word is not that version", () => {
    // "Lemon" is not in "Lemongrass" (Cymbopogon), nor "Rice" in "Ricinus" (castor).
    expect(
      versionOfList(["Lemon", "Rice"], ["Cymbopogon Schoenanthus (Lemongrass) Oil", "Ricinus Communis Seed Oil"]),
    ).toBeNull();
  });
});

describe("versionsOf", () => {
  it("keeps the versions, source and date of the first row that names two or more", () => {
    const prices = [
      { source: "sociolla-2021", observedOn: "2021-12-13" },
      { source: "sociolla-2023", observedOn: "2023-12-08", versions: foamVersions },
    ];
    expect(versionsOf(prices, foamList)).toEqual({
      names: ["Rice", "Green Tea"],
      source: "sociolla-2023",
      observedOn: "2023-12-08",
      listVersion: "Rice",
    });
    expect(versionsOf(prices.slice(0, 1), foamList)).toBeNull();
  });
});
