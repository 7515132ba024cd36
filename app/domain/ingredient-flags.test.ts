import { describe, expect, it } from "vitest";
import {
  type IngredientFlagKey,
  activeClassesOf,
  ingredientFlagKeys,
  ingredientFlags,
  listedActiveClasses,
} from "./ingredient-flags";
import type { ProductType } from "./product-types";

const listed = (inciNames: readonly string[]) =>
  inciNames.map((inciName, index) => ({ position: index + 1, inciName }));

/** The entries that raise one flag, or [] when it is not raised. */
function raisedBy(flag: IngredientFlagKey, inciNames: readonly string[], productType?: ProductType): string[] {
  return (
    ingredientFlags(listed(inciNames), productType).flags.find((raised) => raised.flag === flag)?.ingredients ?? []
  );
}

/** Pads a list so the entries after it start at the given position. */
const filler = (count: number) => Array.from({ length: count }, (_, index) => `FILLER ${index + 1}`);

const plainToner = ["WATER", "GLYCERIN", "BUTYLENE GLYCOL", "NIACINAMIDE", "PANTHENOL", "ALLANTOIN"];

describe("ingredientFlags: fragrance", () => {
  it("raises fragrance for parfum and its spellings", () => {
    for (const name of ["PARFUM", "Fragrance", "Fragrance (Parfum)", "FRAGRANCE/PARFUM", "AROMA"]) {
      expect(raisedBy("fragrance", [...plainToner, name])).toEqual([name]);
    }
  });

  it("raises fragrance for the EU-labelled allergens, however spaced", () => {
    expect(
      raisedBy("fragrance", [
        ...plainToner,
        "LINALOOL",
        "Limonene",
        "Alpha-Isomethyl Ionone",
        "AMYL CINNAMYL ALCOHOL",
        "Evernia Prunastri (Oakmoss) Extract",
        "HYDROXYISOHEXYL 3-CYCLOHEXENE CARBOXALDEHYDE",
      ]),
    ).toEqual([
      "LINALOOL",
      "Limonene",
      "Alpha-Isomethyl Ionone",
      "AMYL CINNAMYL ALCOHOL",
      "Evernia Prunastri (Oakmoss) Extract",
      "HYDROXYISOHEXYL 3-CYCLOHEXENE CARBOXALDEHYDE",
    ]);
  });

  it("counts benzyl alcohol as the allergen the law lists, even where it preserves", () => {
    expect(raisedBy("fragrance", [...plainToner, "BENZYL ALCOHOL", "PHENOXYETHANOL"])).toEqual(["BENZYL ALCOHOL"]);
  });

  it("does not take look-alikes for fragrance", () => {
    expect(
      raisedBy("fragrance", [...plainToner, "LINALYL ACETATE", "BENZYL GLYCOL", "ROSA DAMASCENA FLOWER WATER"]),
    ).toEqual([]);
  });
});

describe("ingredientFlags: essential oils", () => {
  it("raises essential oils for volatile oils of aromatic parts and plants", () => {
    const oils = [
      "Melaleuca Alternifolia (Tea Tree) Leaf Oil",
      "Citrus Aurantium Dulcis (Orange) Peel Oil",
      "LAVANDULA ANGUSTIFOLIA (LAVENDER) OIL",
      "Mentha Piperita (Peppermint) Oil",
      "EUCALYPTUS GLOBULUS LEAF OIL",
      "ROSMARINUS OFFICINALIS (ROSEMARY) LEAF OIL",
      "CITRUS AURANTIUM BERGAMIA (BERGAMOT) FRUIT OIL",
      "PELARGONIUM GRAVEOLENS FLOWER OIL",
      "CEDRUS ATLANTICA BARK OIL",
      "Tea Tree Oil",
    ];
    expect(raisedBy("essential-oils", [...plainToner, ...oils])).toEqual(oils);
  });

  it("does not take fatty (carrier) oils, mineral oil or floral waters for essential oils", () => {
    expect(
      raisedBy("essential-oils", [
        ...plainToner,
        "Simmondsia Chinensis (Jojoba) Seed Oil",
        "OLEA EUROPAEA (OLIVE) FRUIT OIL",
        "ARGANIA SPINOSA KERNEL OIL",
        "HELIANTHUS ANNUUS (SUNFLOWER) SEED OIL",
        "MACADAMIA TERNIFOLIA SEED OIL",
        "COCOS NUCIFERA (COCONUT) OIL",
        "ROSA CANINA FRUIT OIL",
        "SALVIA HISPANICA SEED OIL",
        "CITRUS PARADISI (GRAPEFRUIT) SEED OIL",
        "MINERAL OIL",
        "ROSA DAMASCENA FLOWER WATER",
        "MELALEUCA ALTERNIFOLIA (TEA TREE) LEAF EXTRACT",
      ]),
    ).toEqual([]);
  });
});

describe("ingredientFlags: drying alcohol", () => {
  it("raises drying alcohol for ethanol and short-chain alcohols among the first five", () => {
    for (const name of ["ALCOHOL", "Alcohol Denat.", "SD ALCOHOL 40-B", "ETHANOL", "ISOPROPYL ALCOHOL", "METHANOL"]) {
      expect(raisedBy("drying-alcohol", ["WATER", "GLYCERIN", "BUTYLENE GLYCOL", "NIACINAMIDE", name])).toEqual([name]);
    }
  });

  it("does not count alcohol below the fifth place", () => {
    expect(raisedBy("drying-alcohol", [...plainToner, "ALCOHOL"])).toEqual([]);
  });

  it("never counts fatty alcohols or benzyl alcohol", () => {
    expect(
      raisedBy("drying-alcohol", [
        "WATER",
        "CETEARYL ALCOHOL",
        "CETYL ALCOHOL",
        "STEARYL ALCOHOL",
        "BEHENYL ALCOHOL",
        "BENZYL ALCOHOL",
      ]),
    ).toEqual([]);
  });
});

describe("ingredientFlags: fungal acne", () => {
  it("raises fungal acne for long-chain fatty acids, their esters, fatty alcohols, polysorbates and plant oils", () => {
    const feeders = [
      "LAURIC ACID",
      "STEARIC ACID",
      "ISOPROPYL MYRISTATE",
      "ISOPROPYL PALMITATE",
      "GLYCERYL STEARATE SE",
      "CETEARYL ALCOHOL",
      "POLYSORBATE 80",
      "OLEA EUROPAEA (OLIVE) FRUIT OIL",
      "BUTYROSPERMUM PARKII (SHEA) BUTTER",
    ];
    expect(raisedBy("fungal-acne", ["WATER", ...feeders])).toEqual(feeders);
  });

  it("does not take short chains, hydroxy fatty acids, salts, hydrocarbons, silicones or essential oils", () => {
    expect(
      raisedBy("fungal-acne", [
        "WATER",
        "CAPRYLIC/CAPRIC TRIGLYCERIDE",
        "SQUALANE",
        "MINERAL OIL",
        "DIMETHICONE",
        "RICINUS COMMUNIS (CASTOR) SEED OIL",
        "PEG-40 HYDROGENATED CASTOR OIL",
        "ETHYLHEXYL HYDROXYSTEARATE",
        "SODIUM STEARATE",
        "CETEARETH-20",
        "MELALEUCA ALTERNIFOLIA (TEA TREE) LEAF OIL",
      ]),
    ).toEqual([]);
  });
});

describe("ingredientFlags: exfoliating acids", () => {
  it("raises exfoliating acids for AHAs, BHAs and PHAs, in list order", () => {
    expect(
      raisedBy("exfoliating-acids", [
        "WATER",
        "GLYCOLIC ACID",
        "GLYCERIN",
        "SALICYLIC ACID",
        "GLUCONOLACTONE",
        "BETAINE SALICYLATE",
        "MANDELIC ACID",
        "CAPRYLOYL SALICYLIC ACID",
        "LACTOBIONIC ACID",
      ]),
    ).toEqual([
      "GLYCOLIC ACID",
      "SALICYLIC ACID",
      "GLUCONOLACTONE",
      "BETAINE SALICYLATE",
      "MANDELIC ACID",
      "CAPRYLOYL SALICYLIC ACID",
      "LACTOBIONIC ACID",
    ]);
  });

  it("does not take willow bark for salicylic acid", () => {
    expect(raisedBy("exfoliating-acids", [...plainToner, "Salix Alba (Willow) Bark Extract"])).toEqual([]);
  });

  it("counts citric acid in the upper list only, not as the pH adjuster at the end", () => {
    expect(raisedBy("exfoliating-acids", ["WATER", "CITRIC ACID", ...plainToner])).toEqual(["CITRIC ACID"]);
    expect(raisedBy("exfoliating-acids", [...filler(10), "CITRIC ACID"])).toEqual([]);
    expect(raisedBy("exfoliating-acids", [...filler(9), "CITRIC ACID"])).toEqual(["CITRIC ACID"]);
  });
});

describe("ingredientFlags: retinoids", () => {
  it("raises retinoids for retinol, retinal, retinyl esters and HPR anywhere in the list", () => {
    const retinoids = [
      "RETINOL",
      "RETINAL",
      "RETINYL PALMITATE",
      "RETINYL ACETATE",
      "RETINYL PROPIONATE",
      "RETINYL RETINOATE",
      "HYDROXYPINACOLONE RETINOATE",
    ];
    expect(raisedBy("retinoids", [...filler(30), ...retinoids])).toEqual(retinoids);
  });

  it("does not take bakuchiol for a retinoid", () => {
    expect(raisedBy("retinoids", [...plainToner, "BAKUCHIOL"])).toEqual([]);
  });
});

describe("ingredientFlags: pregnancy caution", () => {
  it("raises pregnancy caution for any retinoid", () => {
    expect(raisedBy("pregnancy-caution", [...filler(30), "RETINYL PALMITATE"], "moisturizer")).toEqual([
      "RETINYL PALMITATE",
    ]);
  });

  it("raises it for salicylic acid in the upper list of a product left on the skin", () => {
    expect(raisedBy("pregnancy-caution", ["WATER", "SALICYLIC ACID", ...plainToner], "treatment")).toEqual([
      "SALICYLIC ACID",
    ]);
    expect(raisedBy("pregnancy-caution", ["WATER", "SALICYLIC ACID"], "exfoliant")).toEqual(["SALICYLIC ACID"]);
    expect(raisedBy("pregnancy-caution", ["WATER", "SALICYLIC ACID"])).toEqual(["SALICYLIC ACID"]);
  });

  it("does not raise it for salicylic acid low in a list, in a cleanser, or for its relatives", () => {
    expect(raisedBy("pregnancy-caution", [...filler(10), "SALICYLIC ACID"], "toner")).toEqual([]);
    expect(raisedBy("pregnancy-caution", ["WATER", "SALICYLIC ACID"], "water-based cleanser")).toEqual([]);
    expect(
      raisedBy(
        "pregnancy-caution",
        ["WATER", "BETAINE SALICYLATE", "CAPRYLOYL SALICYLIC ACID", "SALIX ALBA BARK EXTRACT"],
        "toner",
      ),
    ).toEqual([]);
  });

  it("names retinoids and salicylic acid together, in list order", () => {
    expect(raisedBy("pregnancy-caution", ["WATER", "SALICYLIC ACID", "GLYCERIN", "RETINOL"], "treatment")).toEqual([
      "SALICYLIC ACID",
      "RETINOL",
    ]);
  });
});

describe("ingredientFlags: result", () => {
  it("lists flags in key order and entries in list order, whatever the input order", () => {
    const result = ingredientFlags([
      { position: 3, inciName: "LINALOOL" },
      { position: 1, inciName: "ALCOHOL DENAT." },
      { position: 2, inciName: "PARFUM" },
      { position: 4, inciName: "RETINOL" },
    ]);
    expect(result.flags).toEqual([
      { flag: "fragrance", ingredients: ["PARFUM", "LINALOOL"] },
      { flag: "drying-alcohol", ingredients: ["ALCOHOL DENAT."] },
      { flag: "retinoids", ingredients: ["RETINOL"] },
      { flag: "pregnancy-caution", ingredients: ["RETINOL"] },
    ]);
    expect(result.flags.map((raised) => ingredientFlagKeys.indexOf(raised.flag))).toEqual([0, 2, 5, 6]);
  });

  it("names an ingredient listed twice once", () => {
    expect(raisedBy("fragrance", ["WATER", "Parfum", "GLYCERIN", "PARFUM"])).toEqual(["Parfum"]);
  });

  it("claims free of fragrance, essential oils and drying alcohol only when none is there", () => {
    expect(ingredientFlags(listed(plainToner)).freeOf).toEqual(["fragrance", "essential-oils", "drying-alcohol"]);
    expect(ingredientFlags(listed([...plainToner, "LIMONENE"])).freeOf).toEqual(["essential-oils", "drying-alcohol"]);
    expect(ingredientFlags(listed(["ALCOHOL", ...plainToner, "LAVANDULA ANGUSTIFOLIA OIL"])).freeOf).toEqual([
      "fragrance",
    ]);
  });

  it("claims nothing for an empty list", () => {
    expect(ingredientFlags([])).toEqual({ flags: [], freeOf: [] });
  });
});

describe("activeClassesOf and listedActiveClasses", () => {
  it("names the class of each active", () => {
    expect(activeClassesOf("Retinol")).toEqual(["retinoid"]);
    expect(activeClassesOf("GLYCOLIC ACID")).toEqual(["aha"]);
    expect(activeClassesOf("CITRIC ACID")).toEqual(["aha"]);
    expect(activeClassesOf("Salicylic Acid")).toEqual(["bha"]);
    expect(activeClassesOf("CAPRYLOYL SALICYLIC ACID")).toEqual(["bha"]);
    expect(activeClassesOf("GLUCONOLACTONE")).toEqual(["pha"]);
    expect(activeClassesOf("ASCORBIC ACID")).toEqual(["vitamin-c"]);
    expect(activeClassesOf("BENZOYL PEROXIDE")).toEqual(["benzoyl-peroxide"]);
  });

  it("keeps vitamin C to L-ascorbic acid, not its derivatives", () => {
    for (const derivative of [
      "ASCORBYL GLUCOSIDE",
      "SODIUM ASCORBYL PHOSPHATE",
      "MAGNESIUM ASCORBYL PHOSPHATE",
      "3-O-ETHYL ASCORBIC ACID",
      "ASCORBYL TETRAISOPALMITATE",
    ]) {
      expect(activeClassesOf(derivative)).toEqual([]);
    }
  });

  it("gives look-alikes no class", () => {
    expect(activeClassesOf("BAKUCHIOL")).toEqual([]);
    expect(activeClassesOf("SALIX ALBA (WILLOW) BARK EXTRACT")).toEqual([]);
    expect(activeClassesOf("NIACINAMIDE")).toEqual([]);
  });

  it("drops citric acid low in a list, where it adjusts pH", () => {
    expect(listedActiveClasses({ position: 10, inciName: "CITRIC ACID" })).toEqual(["aha"]);
    expect(listedActiveClasses({ position: 11, inciName: "CITRIC ACID" })).toEqual([]);
    expect(listedActiveClasses({ position: 40, inciName: "LACTIC ACID" })).toEqual(["aha"]);
  });
});
