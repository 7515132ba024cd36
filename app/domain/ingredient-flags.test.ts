import { describe, expect, it } from "vitest";
import {
  type IngredientFlagKey,
  activeClassesOf,
  ingredientFlagKeys,
  ingredientFlags,
  listedActiveClasses,
} from "./ingredient-flags";
import type { ProductForm } from "./product-forms";
import type { ProductType } from "./product-types";

const listed = (inciNames: readonly string[]) =>
  inciNames.map((inciName, index) => ({ position: index + 1, inciName }));

/** The entries that raise one flag, or [] when it is not raised. */
function raisedBy(
  flag: IngredientFlagKey,
  inciNames: readonly string[],
  productType?: ProductType,
  form?: ProductForm,
): string[] {
  return (
    ingredientFlags(listed(inciNames), productType, form).flags.find((raised) => raised.flag === flag)?.ingredients ??
    []
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
      // Yarrow oil (Dr. Jart+'s Cicapair Tiger Grass Sleepair Intensive Mask, tenth review).
      "Achillea Millefolium Oil",
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

/** Real lists from data/ (the rows' product ids). */
const realLists = {
  /** klairs-gentle-black-fresh-cleansing-oil */
  cleansingOil: [
    "Helianthus Annuus Seed Oil",
    "Caprylic/Capric Triglyceride",
    "PEG-20 Glyceryl Triisostearate",
    "Vitis Vinifera Seed Oil",
    "Simmondsia Chinensis Seed Oil",
    "Ribes Nigrum Seed Oil",
  ],
  /** im-from-fig-scrub-mask */
  scrubMask: [
    "Caprylic/Capric Triglyceride",
    "Sucrose",
    "PEG-7 Glyceryl Cocoate",
    "Stearalkonium Hectorite",
    "C13-15 Alkane",
    "Ficus Carica Fruit Powder",
    "Euphorbia Cerifera Cera",
    "Prunus Amygdalus Dulcis Seed Meal",
    "Parfum",
    "Juglans Regia Shell Powder",
    "Caprylyl Glycol",
    "Caramel",
  ],
  /** lioele-pure-white-skin */
  toner: [
    "Water",
    "Butylene Glycol",
    "Dipropylene Glycol",
    "Niacinamide",
    "Betaine",
    "Portulaca Oleracea Extract",
    "PEG-60 Hydrogenated Castor Oil",
    "Polysorbate 80",
    "Phenoxyethanol",
    "Methylparaben",
    "Allantoin",
    "Disodium EDTA",
    "Tocopheryl Acetate",
    "Ascorbyl Tetraisopalmitate",
  ],
  /** isntree-c-niacin-toning-cream */
  cream: [
    "Hippophae Rhamnoides Fruit Extract",
    "Butylene Glycol",
    "Pentylene Glycol",
    "Water",
    "Glycerin",
    "1,2-Hexanediol",
    "Niacinamide",
    "Ethylhexyl Palmitate",
    "Caprylic/Capric Triglyceride",
    "Moringa Oleifera Seed Oil",
    "Lycium Barbarum Fruit Extract",
    "Euterpe Oleracea Fruit Extract",
    "Myrciaria Dubia Fruit Extract",
    "Hippophae Rhamnoides Oil",
    "Caprylyl Glycol",
    "Beta-Glucan",
    "Olea Europaea Fruit Oil",
    "Carthamus Tinctorius Seed Oil",
    "Phytosphingosine",
    "Folic Acid",
    "Cyanocobalamin",
    "Sodium Ascorbyl Phosphate",
    "Biotin",
    "Thiamine HCl",
    "Pyridoxine",
    "Glyceryl Arachidonate",
    "Mangifera Indica Seed Butter",
    "Sodium Acrylate/Sodium Acryloyldimethyl Taurate Copolymer",
    "Isohexadecane",
    "Ceramide NP",
    "Argania Spinosa Kernel Oil",
    "Hydrogenated Lecithin",
    "Macadamia Ternifolia Seed Oil",
    "Polyglyceryl-10 Stearate",
    "Tocopherol",
    "Hydroxypropyl Guar",
    "Panthenol",
    "Tocopheryl Acetate",
    "Glyceryl Linolenate",
    "Carbomer",
    "Polysorbate 80",
    "Ethyl Hexanediol",
    "Glyceryl Acrylate/Acrylic Acid Copolymer",
    "Arginine",
    "Sucrose Distearate",
    "PVM/MA Copolymer",
    "Retinyl Palmitate",
    "Disodium EDTA",
  ],
  /** banobagi-vita-genic-jelly-mask-hydrating, first ten entries */
  vitaminMask: [
    "Water",
    "Methylpropanediol",
    "Glycerin",
    "Niacinamide",
    "Panthenol",
    "Sodium Hyaluronate",
    "Trehalose",
    "Retinyl Palmitate",
    "Thiamine HCl",
    "Riboflavin",
  ],
};

describe("ingredientFlags: fungal acne", () => {
  it("raises fungal acne for long-chain fatty acids, their esters, fatty alcohols, polysorbates and plant oils", () => {
    const feeders = [
      "LAURIC ACID",
      "STEARIC ACID",
      "POLYSORBATE 80",
      "ISOPROPYL MYRISTATE",
      "ISOPROPYL PALMITATE",
      "GLYCERYL STEARATE SE",
      "CETEARYL ALCOHOL",
      "OLEA EUROPAEA (OLIVE) FRUIT OIL",
      "BUTYROSPERMUM PARKII (SHEA) BUTTER",
    ];
    expect(raisedBy("fungal-acne", ["WATER", ...feeders])).toEqual(feeders);
    // Sesqui-, di- and poly-esters feed them as the mono-esters do (belif's Moisturizing Eye Bomb
    // holds sucrose polystearate 10th, thirteenth review).
    const esters = ["SORBITAN SESQUIOLEATE", "POLYGLYCERYL-3 METHYLGLUCOSE DISTEARATE", "SUCROSE POLYSTEARATE"];
    expect(raisedBy("fungal-acne", ["WATER", ...esters])).toEqual(esters);
  });

  it("reads an oil's mixed fatty acids and a tetraisopalmitate as the rule says (eighteenth review)", () => {
    // Celimax's Noni Energy Ampoule Mist (coconut acid 8th); It's Skin's Power 10 Formula VC
    // Effector (ascorbyl tetraisopalmitate 5th).
    const lipids = ["COCONUT ACID", "ASCORBYL TETRAISOPALMITATE"];
    expect(raisedBy("fungal-acne", ["WATER", ...lipids])).toEqual(lipids);
    expect(raisedBy("fungal-acne", ["WATER", "ETHYLHEXYL HYDROXYSTEARATE", "SODIUM COCOATE"])).toEqual([]);
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

  it("counts a cleansing oil's oils only when the same list is left on the skin", () => {
    expect(raisedBy("fungal-acne", realLists.cleansingOil, "oil-based cleanser", "oil")).toEqual([]);
    expect(raisedBy("fungal-acne", realLists.cleansingOil, "treatment", "oil")).toEqual([
      "Helianthus Annuus Seed Oil",
      "PEG-20 Glyceryl Triisostearate",
      "Vitis Vinifera Seed Oil",
      "Simmondsia Chinensis Seed Oil",
      "Ribes Nigrum Seed Oil",
    ]);
  });

  it("counts di- and tri-esters by their ending, as the mono-esters", () => {
    // Catalogue review of 2026-11-28: Etude House's Berry AHA sleeping pack, 6th entry.
    const list = ["WATER", "GLYCERIN", "BUTYLENE GLYCOL", "NIACINAMIDE", "DIMETHICONE"];
    expect(raisedBy("fungal-acne", [...list, "POLYGLYCERYL-3 METHYLGLUCOSE DISTEARATE"], "mask", "sleeping")).toEqual([
      "POLYGLYCERYL-3 METHYLGLUCOSE DISTEARATE",
    ]);
    expect(raisedBy("fungal-acne", [...list, "ETHYLHEXYL HYDROXYSTEARATE"], "mask", "sleeping")).toEqual([]);
  });

  it("counts fatty alcohol blends of 12 carbons or more, named by their chains", () => {
    // Catalogue review of 2026-11-28 (second sample): Hanyul's Red Rice Hydrating Cream, 8th entry.
    const list = ["WATER", "GLYCERIN", "BUTYLENE GLYCOL", "NIACINAMIDE", "DIMETHICONE"];
    expect(raisedBy("fungal-acne", [...list, "C14-22 ALCOHOLS"], "moisturizer", "cream")).toEqual(["C14-22 ALCOHOLS"]);
    expect(raisedBy("fungal-acne", [...list, "C9-11 ALCOHOLS"], "moisturizer", "cream")).toEqual([]);
  });

  it("does not count a wash-off mask, but does the same list as a sleeping mask", () => {
    expect(raisedBy("fungal-acne", realLists.scrubMask, "mask", "wash-off")).toEqual([]);
    expect(raisedBy("fungal-acne", realLists.scrubMask, "mask", "sleeping")).toEqual(["PEG-7 Glyceryl Cocoate"]);
  });

  it("counts lipids only in the upper list, and a polysorbate only in the first five", () => {
    expect(raisedBy("fungal-acne", realLists.cream, "moisturizer", "cream")).toEqual([
      "Ethylhexyl Palmitate",
      "Moringa Oleifera Seed Oil",
    ]);
    expect(raisedBy("fungal-acne", realLists.toner, "toner", "liquid")).toEqual([]);
    expect(raisedBy("fungal-acne", ["WATER", "GLYCERIN", "POLYSORBATE 20"], "toner", "liquid")).toEqual([
      "POLYSORBATE 20",
    ]);
  });

  it("offers free of fungal-acne triggers where nothing counts", () => {
    expect(ingredientFlags(listed(realLists.toner), "toner", "liquid").freeOf).toContain("fungal-acne");
    expect(ingredientFlags(listed(realLists.cream), "moisturizer", "cream").freeOf).not.toContain("fungal-acne");
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
  it("raises pregnancy caution for retinol, retinal and HPR at any position", () => {
    for (const retinoid of ["RETINOL", "RETINAL", "HYDROXYPINACOLONE RETINOATE"])
      expect(raisedBy("pregnancy-caution", [...filler(30), retinoid], "moisturizer")).toEqual([retinoid]);
  });

  it("does not raise it for a trace of retinyl palmitate alone, but does in the upper list", () => {
    expect(raisedBy("retinoids", realLists.cream, "moisturizer", "cream")).toEqual(["Retinyl Palmitate"]);
    expect(raisedBy("pregnancy-caution", realLists.cream, "moisturizer", "cream")).toEqual([]);
    expect(raisedBy("pregnancy-caution", realLists.vitaminMask, "mask", "wash-off")).toEqual(["Retinyl Palmitate"]);
    expect(raisedBy("pregnancy-caution", [...realLists.cream, "RETINOL"], "moisturizer", "cream")).toEqual(["RETINOL"]);
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
    expect(raisedBy("pregnancy-caution", ["WATER", "SALICYLIC ACID"], "exfoliant", "wash-off")).toEqual([]);
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

  it("claims free of fragrance, essential oils, drying alcohol and fungal-acne triggers only when none is there", () => {
    expect(ingredientFlags(listed(plainToner)).freeOf).toEqual([
      "fragrance",
      "essential-oils",
      "drying-alcohol",
      "fungal-acne",
    ]);
    expect(ingredientFlags(listed([...plainToner, "LIMONENE"])).freeOf).toEqual([
      "essential-oils",
      "drying-alcohol",
      "fungal-acne",
    ]);
    expect(ingredientFlags(listed(["ALCOHOL", ...plainToner, "LAVANDULA ANGUSTIFOLIA OIL"])).freeOf).toEqual([
      "fragrance",
      "fungal-acne",
    ]);
  });

  it("claims nothing for an empty list", () => {
    expect(ingredientFlags([])).toEqual({ flags: [], freeOf: [] });
  });

  it("claims nothing free of anything for a list that may have lost its end, and still raises what it names", () => {
    const cut = ingredientFlags(listed([...plainToner, "LIMONENE"]), "toner", "liquid", [], true);
    expect(cut.freeOf).toEqual([]);
    expect(cut.flags.map((raised) => raised.flag)).toEqual(["fragrance"]);
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

describe("ingredientFlags: entries left out of the list", () => {
  // mizon-witchhazel-90-toner: the source's "Lemongrass Oil" is left out as unreadable.
  const witchHazelToner = listed([
    "Hamamelis Virginiana (Witch Hazel) Extract (90%)",
    "Water",
    "Butylene Glycol",
    "Glycerin",
    "Caprylyl Glycol",
    "Ethylhexyl Glycerin",
    "Tropolone",
    "PEG-60 Hydrogenated Castor Oil",
    "Panthenol",
  ]);

  it("raises essential oils and fragrance for a left-out entry that plainly names them", () => {
    const flags = ingredientFlags(witchHazelToner, "toner", "liquid", ["Lemongrass Oil"]);
    expect(flags.flags).toEqual([{ flag: "essential-oils", ingredients: ["Lemongrass Oil"] }]);
    expect(flags.freeOf).not.toContain("essential-oils");
    // some-by-mi-galactomyces-pure-vitamin-c-glow-toner: a cut Latin name, the English one in brackets
    const bergamot = ingredientFlags(witchHazelToner, "toner", "liquid", [
      "ITRUS AURANTIUM BERGAMIA (BERGAMOT) FRUIT OIL",
    ]);
    expect(bergamot.flags.map((raised) => raised.flag)).toEqual(["essential-oils"]);
    // make-p-rem-uv-defense-me-daily-sun-essence
    const fragrance = ingredientFlags(witchHazelToner, "spf", "liquid", ["humectant", "fragrance ingredients"]);
    expect(fragrance.flags).toEqual([{ flag: "fragrance", ingredients: ["fragrance ingredients"] }]);
  });

  it("raises fragrance for a left-out flavour, which INCI names AROMA as it names a fragrance", () => {
    // baviphat-strawberry-toxifying-mask: "Compound Flavour", 7th in its source list.
    const flags = ingredientFlags(witchHazelToner, "mask", "wash-off", ["Compound Flavour"]);
    expect(flags.flags).toEqual([{ flag: "fragrance", ingredients: ["Compound Flavour"] }]);
    expect(ingredientFlags(witchHazelToner, "toner", "liquid", ["Flavonoids"]).flags).toEqual([]);
  });

  it("raises fragrance for a left-out entry that holds a labelled fragrance allergen's whole name", () => {
    // whamisa-organic-flowers-deep-rich-essence-toner: oakmoss, one of the 26 allergens.
    const flags = ingredientFlags(witchHazelToner, "toner", "liquid", ["Evernia Prunastri (Oakmoss) Extract Oakmoss"]);
    expect(flags.flags).toEqual([{ flag: "fragrance", ingredients: ["Evernia Prunastri (Oakmoss) Extract Oakmoss"] }]);
    expect(flags.freeOf).not.toContain("fragrance");
  });

  it("raises essential oils for a cut Latin name of an essential-oil plant, which may be its oil", () => {
    // LookFantastic's lists cut names to their first words: "citrus aurantium bergamia" may be
    // bergamot fruit oil, as "lavandula angustifolia" may be lavender oil.
    const flags = ingredientFlags(witchHazelToner, "toner", "liquid", [
      "citrus aurantium bergamia",
      "Citrus Aurantium Bergamia (Bergamot)",
      "lavandula angustifolia",
      "butyrospermum parkii",
    ]);
    // Only names that may be essential oils raise it, so the page says "may contain".
    expect(flags.flags).toEqual([
      {
        flag: "essential-oils",
        ingredients: ["citrus aurantium bergamia", "Citrus Aurantium Bergamia (Bergamot)", "lavandula angustifolia"],
        uncertain: true,
      },
    ]);
    // Beside an oil the list names plainly, the flag is certain.
    const withLemongrass = ingredientFlags(witchHazelToner, "toner", "liquid", [
      "Lemongrass Oil",
      "citrus aurantium bergamia",
    ]);
    expect(withLemongrass.flags).toEqual([
      { flag: "essential-oils", ingredients: ["Lemongrass Oil", "citrus aurantium bergamia"] },
    ]);
  });

  it("raises nothing for left-out entries that name no fragrance or essential oil", () => {
    const flags = ingredientFlags(witchHazelToner, "toner", "liquid", [
      "Flax Seed Oil",
      "PE-60 Hydorgenated Castro Oil",
      // A cut name that says extract, water or seed is none; nor is a genus alone.
      "Citrus Aurantium Dulcis Fruit Water",
      "Lavandula Angustifolia Extr",
      "Citrus",
      "Alcohol",
    ]);
    expect(flags.flags).toEqual([]);
    expect(flags.freeOf).toEqual(["fragrance", "essential-oils", "drying-alcohol", "fungal-acne"]);
  });
});
