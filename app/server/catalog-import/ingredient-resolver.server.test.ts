import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CosingIndex, inciKey, loadCosing } from "./cosing-index.server";
import { inciCorrectionEntries } from "./inci-corrections.server";
import { splitInciList } from "./inci-list.server";
import {
  type IngredientResolution,
  inciDisplayName,
  ingredientPageId,
  legacyIngredientIds,
  percentStated,
  resolveIngredient,
  resolveIngredientList,
  resolveListTokens,
} from "./ingredient-resolver.server";

const cosing = loadCosing(path.join(process.cwd(), "data", "cosing_ingredients_functions.csv"), "cosing").index;

function inci(resolution: IngredientResolution): string {
  if (resolution.kind === "cosing") return `${resolution.record.inciName} (${resolution.how})`;
  return resolution.kind === "unresolved" ? `unresolved: ${resolution.displayName}` : `garbage: ${resolution.reason}`;
}

const resolve = (raw: string): string => inci(resolveIngredient(raw, cosing));

describe("resolveIngredient on tokens from the source files", () => {
  it("joins hyphen-broken and glued words", () => {
    expect(resolve("Phe-Noxyethanol")).toBe("PHENOXYETHANOL (exact)");
    expect(resolve("Disodium Ed-Ta")).toBe("DISODIUM EDTA (exact)");
    expect(resolve("Hibiscusesculentus Fruit Extract")).toBe("HIBISCUS ESCULENTUS FRUIT EXTRACT (exact)");
    expect(resolve("1 2-Hexanediol")).toBe("1,2-HEXANEDIOL (exact)");
  });

  it("corrects a misspelling under the fuzzy guard", () => {
    expect(resolve("Xanathan Gum")).toBe("XANTHAN GUM (fuzzy)");
    expect(resolve("Glycerine")).toBe("GLYCERIN (fuzzy)");
    expect(resolve("Melaleuca Alternafolia Leaf Oil")).toBe("MELALEUCA ALTERNIFOLIA LEAF OIL (fuzzy)");
    // A spelling CosIng itself carries once ("GYCOL") gives way to the common one.
    expect(resolve("Butylene Gycol")).toBe("BUTYLENE GLYCOL (fuzzy)");
    expect(resolve("Caprylic/Capric Triglycerides")).toBe("CAPRYLIC/CAPRIC TRIGLYCERIDE (fuzzy)");
  });

  it("never turns one compound or a name CosIng lacks into another", () => {
    expect(resolve("Ethylhexandiol")).not.toBe("ETHYLHEXANOL (fuzzy)");
    expect(resolve("neroli")).not.toBe("NEROL (fuzzy)");
    expect(resolve("Isododecene")).not.toBe("ISODODECANE (fuzzy)");
    expect(resolve("Vaseline")).toBe("PETROLATUM (synonym)");
    // SORBIC ACID and ASCORBIC ACID are one edit away each: the first letter cannot decide.
    expect(resolve("Scorbic Acid")).toMatch(/^(unresolved|garbage)/);
    expect(resolve("Melaleuca Alternifolia Extract")).toBe("unresolved: Melaleuca Alternifolia Extract");
  });

  it("resolves synonyms to one substance", () => {
    for (const raw of ["Water", "Aqua", "Water (Aqua)", "Aqua (Water, Eau)", "Water/Aqua/Eau", "Water\\Aqua\\Eau"]) {
      const resolution = resolveIngredient(raw, cosing);
      expect(
        resolution.kind === "cosing" && [resolution.record.inciName, resolution.displayName, resolution.id],
      ).toEqual(["AQUA", "Water", "water"]);
    }
    expect(resolve("Fragrance")).toBe("PARFUM (synonym)");
    expect(resolve("Parfum/Fragrance")).toBe("PARFUM (synonym)");
    // A fragrance whatever its origin: dropped, it took the fragrance flag with it (catalogue review, fourth pass).
    expect(resolve("Natural Fragrance")).toBe("PARFUM (synonym)");
    expect(resolve("Aromatics")).toBe("PARFUM (synonym)");
    expect(resolve("Titanium Dioxide (CI 77891)")).toBe("TITANIUM DIOXIDE (exact)");
    expect(resolve("CI 77891")).toBe("TITANIUM DIOXIDE (synonym)");
    expect(resolve("Iron Oxides (CI 77492)")).toBe("CI 77492 (exact)");
    expect(resolve("FD&C Blue No. 1 Aluminum Lake")).toBe("CI 42090 (synonym)");
    expect(resolve("Ceramide 3")).toBe("CERAMIDE NP (synonym)");
    expect(resolve("Avobenzone")).toBe("BUTYL METHOXYDIBENZOYLMETHANE (synonym)");
    expect(resolve("Citrus Medica Limonum (Lemon) Peel Oil")).toBe("CITRUS LIMON PEEL OIL (synonym)");
    expect(resolve("Willow (Salix Alba) Bark Extract")).toBe("SALIX ALBA BARK EXTRACT (exact)");
    // products_kbeauty_skincareapi_2017.csv:1035 (Whamisa Organic Flowers Deep Rich Essence
    // Toner): the common name in brackets repeated after the INCI name.
    expect(resolve("Evernia Prunastri (Oakmoss) Extract Oakmoss")).toBe("EVERNIA PRUNASTRI EXTRACT (exact)");
    // Clary is clary sage (products_kbeauty_skincareapi_2017.csv), an essential oil.
    expect(resolve("Clary Oil")).toBe("SALVIA SCLAREA OIL (synonym)");
    // Ghassoul (rhassoul) is the Moroccan lava clay: products_kbeauty_skincareapi_2017.csv:610
    // (Missha's Black Ghassoul Tightening Mask) and :1077 (April Skin's Magic Stone Black).
    expect(resolve("Moroccan Black Ghassoul")).toBe("MOROCCAN LAVA CLAY (synonym)");
    expect(resolve("Ghassoul")).toBe("MOROCCAN LAVA CLAY (synonym)");
    expect(resolve("Rhassoul Clay")).toBe("MOROCCAN LAVA CLAY (synonym)");
    expect(resolve("Moroccan (Rhassoul) Lava Clay")).toBe("MOROCCAN LAVA CLAY (exact)");
  });

  it("cleans amounts, marks, notes and stray brackets", () => {
    expect(resolve("Niacinamide (5%)")).toBe("NIACINAMIDE (exact)");
    expect(resolve("Salicylic Acid 0.5%")).toBe("SALICYLIC ACID (exact)");
    expect(resolve("Betaine Salicylate(100ppm)")).toBe("BETAINE SALICYLATE (exact)");
    expect(resolve("Ascorbic Acid(5%")).toBe("ASCORBIC ACID (exact)");
    expect(resolve("Vaccinium Angustifolium Blueberry) Fruit Extract")).toBe(
      "VACCINIUM ANGUSTIFOLIUM FRUIT EXTRACT (exact)",
    );
    expect(resolve("Butyrospermum Parkii (Shea) Butter*")).toBe("BUTYROSPERMUM PARKII BUTTER (exact)");
    expect(resolve("Butyrospermum Parkii (Shea Butter)")).toBe("BUTYROSPERMUM PARKII BUTTER (exact)");
    // Fourteenth review: the note's part word makes the oil, not the plant's own CosIng entry.
    expect(resolve("Santalum Album (Sandalwood Oil)")).toBe("SANTALUM ALBUM OIL (exact)");
    expect(resolve("Santalum Album")).toBe("SANTALUM ALBUM (exact)");
    expect(resolve("Titanium Dioxide [Nano]")).toBe("TITANIUM DIOXIDE (exact)");
    expect(resolve("Cl 77491")).toBe("CI 77491 (exact)");
  });

  it("applies the reviewed corrections, and only to typos the other steps cannot resolve", () => {
    for (const [typo, inciName] of inciCorrectionEntries) {
      expect(cosing.byInciName(inciName)?.inciName).toBe(inciKey(inciName));
      expect(resolve(typo)).toBe(`${inciKey(inciName)} (correction)`);
    }
  });

  it("drops garbage with a reason and keeps a clean name CosIng lacks", () => {
    expect(resolve("c12-15")).toMatch(/^garbage/);
    expect(resolve("Potassium Hyalur")).toBe("garbage: the cut-off start of a longer name");
    expect(resolve("Secretion Filtrate")).toBe("garbage: the tail of a name, not a whole one");
    expect(resolve("Fruit Extract")).toBe("garbage: a part or form without its substance");
    expect(resolve("Sanguisorba Officinalis Extract Pelargonium Graveolens Extract")).toBe(
      "garbage: two names run together, the first not in CosIng",
    );
    expect(resolve("L Ethylhexyl Stearate")).toBe("ETHYLHEXYL STEARATE (exact)");
    expect(resolve("Onsen-Sui")).toMatch(/^garbage: unknown word ONSEN/);
    const kept = resolveIngredient("Zizyphus Jujuba Fruit Extract", cosing);
    expect(kept).toMatchObject({ kind: "unresolved", id: "zizyphus-jujuba-fruit-extract" });
  });
});

describe("resolveIngredient on names the resolver used to lose (real rows)", () => {
  it.each([
    // products_indonesia_sociolla_inci_2025.csv:870 and :724 (Illiyoon): the INCI name outside, the trade name and amount inside.
    ["Hydroxypropyl Bispalmitamide MEA (Ceramide PC-104 32.7ppm)", "HYDROXYPROPYL BISPALMITAMIDE MEA (exact)"],
    ["Hydroxypropyl Bispalmitamide MEA (Ceramide Pc-104 6310Ppm)", "HYDROXYPROPYL BISPALMITAMIDE MEA (exact)"],
    // A bracket holding only an amount still goes with it: femaledaily_2025.csv:278, :993.
    ["Ascorbic Acid(5%", "ASCORBIC ACID (exact)"],
    ["Camellia Sinensis Leaf Water(50%)", "CAMELLIA SINENSIS LEAF WATER (exact)"],
  ])("reads %s as its INCI name", (raw, expected) => {
    expect(resolve(raw)).toBe(expected);
  });

  it.each([
    // sociolla_inci_2025.csv:325 (Sulwhasoo) and :235: HONEY and MEL are one CAS number, Miel is French.
    ["HONEY / MEL / MIEL", "HONEY (synonym)"],
    ["honey/mel/miel", "HONEY (synonym)"],
    ["Mel", "HONEY (synonym)"],
    // A label's Latin/English/French triple: products_sephora_kaggle_cosmetics.csv lines 928 and 502.
    ["Maris Sal/Sea Salt/Sel Marin", "MARIS SAL (synonym)"],
    ["Serica/Silk Powder/Poudre De Soie", "SERICA (synonym)"],
  ])("reads the slashed synonyms %s as one substance", (raw, expected) => {
    expect(resolve(raw)).toBe(expected);
    expect(resolveListTokens([raw], cosing)).toHaveLength(1);
  });

  it("still parts two substances joined by a slash", () => {
    expect(resolveListTokens(["Ceramide NS/Ceramide NG"], cosing).map(inci)).toEqual([
      "CERAMIDE NS (exact)",
      "CERAMIDE NG (exact)",
    ]);
    // products_kbeauty_skincareapi_2017.csv:1167 (Elizavecca): three CosIng names, none a translation.
    expect(
      resolveListTokens(["Glyceryl Stearate/Peg-100 Stearate", "Caprylic/Capric Triglyceride"], cosing).map(inci),
    ).toEqual(["GLYCERYL STEARATE (exact)", "PEG-100 STEARATE (exact)", "CAPRYLIC/CAPRIC TRIGLYCERIDE (exact)"]);
  });

  it("never reads a slashed part made of chemical words as a translation of the part CosIng knows", () => {
    const read = (entry: string): string[] => resolveListTokens([entry], cosing).map(inci);
    // products_kbeauty_skincareapi_2017.csv (Lioele Multi Seaweed Gel): glycerin, a copolymer and
    // propylene glycol, not glycerin alone.
    const lioele = read("Glycerin/Clyceryl Acrylate.Acryllic Acid Copolymer & Propylene Glycol");
    expect(lioele[0]).toBe("GLYCERIN (exact)");
    expect(lioele.length).toBeGreaterThan(1);
    expect(lioele).toContain("PROPYLENE GLYCOL (exact)");
    // Holika Holika Pig Collagen Jelly Pack, Deoproce: a polymer, not its first monomer.
    expect(read("PEG240/HDI COPOLYMER BIS-DECYLTERADECETH-20 ETHER")).not.toContain("PEG-240 (exact)");
    expect(read("Dimethicone/Methyldimethicone Crosspolymer")).not.toEqual(["DIMETHICONE (exact)"]);
    // A translation is still one substance.
    expect(read("Water/Aqua/Eau")).toEqual(["AQUA (synonym)"]);
  });

  it("splits two names run together before a note, which names only the last (twentieth review)", () => {
    const read = (entry: string): string[] => resolveListTokens([entry], cosing).map(inci);
    // products_indonesia_sociolla_inci_2025.csv:289 (Nacific's Fresh Herb Origin Cleansing Oil Bakuchiol).
    expect(read("ethylhexyl palmitate Mineral Oil (Paraffinum Liquidum)")).toEqual([
      "ETHYLHEXYL PALMITATE (exact)",
      "PARAFFINUM LIQUIDUM (exact)",
    ]);
    // One name with its note is still one name.
    expect(read("Mineral Oil (Paraffinum Liquidum)")).toHaveLength(1);
    expect(read("Willow (Salix Alba) Bark Extract")).toHaveLength(1);
  });

  it.each([
    // products_indonesia_sociolla_inci_2025.csv:366 (Abib Heartleaf Sun Essence Calming Drop).
    ["Alkohol", "ALCOHOL"],
    ["Houttuynia Cordata Ekstrak", "HOUTTUYNIA CORDATA EXTRACT"],
    ["Gliserin", "GLYCERIN"],
    ["C20-22 Alkil Fosfat", "C20-22 ALKYL PHOSPHATE"],
    ["Pentylene Glikol", "PENTYLENE GLYCOL"],
    ["Polyglyceryl -6 Stearat", "POLYGLYCERYL-6 STEARATE"],
    ["Aspergillus Berfermentasi", "ASPERGILLUS FERMENT"],
    // Indonesian order: the form and the part before the plant.
    ["Ekstrak biji Triticum Aestivum (Gandum)", "TRITICUM AESTIVUM SEED EXTRACT"],
    ["Ekstrak Daun Centella Asiatica", "CENTELLA ASIATICA LEAF EXTRACT"],
    ["Minyak Biji Jojoba", "SIMMONDSIA CHINENSIS SEED OIL"],
    // sociolla_inci_2025.csv:1455, :1575, :1622 (COSRX cleansers) open with "Air".
    ["Air", "AQUA"],
  ])("reads the Indonesian %s as %s", (raw, expected) => {
    const resolution = resolveIngredient(raw, cosing);
    expect(resolution.kind === "cosing" ? resolution.record.inciName : resolution.kind).toBe(expected);
  });

  it("accepts the Abib list written with Indonesian words, water first", () => {
    // products_indonesia_sociolla_inci_2025.csv:366, as the file writes it.
    const list = resolveIngredientList(
      "Water, Dibutyl Adipate, Alkohol, Houttuynia Cordata Ekstrak, 1,2-Hexanediol, Caprylyl Methicone, Methylene Bis-Benzotriazolyl Tetramethylbutylphenol, Decyl Glucoside, Gliserin, xanthan Gum, Diethylamino Hydroxybenzoyl Hexyl Benzoat, Phenethyl Benzoat, Polymethylsilsesquioxane, Polysilicone -15, Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine, Hexyl Laurate, Polyglyceryl -6 Stearat, Polyglyceryl-6 Behenate, Ethylhexyl Triazone, Niacinamide, C20-22 Alkil Fosfat, C20-22 Alkohol, diethylhexyl Butamido Triazone, Pentylene Glikol, Panthenol, Ethylhexyl Olivate, Sodium Acrylates Copolymer, Polyglyceryl-4 Oleate, hydroxyacetophenone, Tromethamine, Dipotassium Glycyrrhizate, Adenosin, Sodium Phytate, Maltodextrin, Aspergillus Berfermentasi, Ekstrak biji Triticum Aestivum (Gandum), Lipase, Protease".split(
        ", ",
      ),
      cosing,
    );
    expect(list.ok).toBe(true);
    if (list.ok) {
      expect(list.ingredients.slice(0, 4).map((entry) => entry.displayName)).toEqual([
        "Water",
        "Dibutyl Adipate",
        "Alcohol",
        "Houttuynia Cordata Extract",
      ]);
      expect(list.lost).toBe(0);
    }
  });
});

describe("resolveListTokens on names a stray comma broke", () => {
  const names = (entries: string[]) =>
    resolveListTokens(entries, cosing).map((token) => (token.kind === "cosing" ? token.record.inciName : token.kind));

  it.each([
    // products_kbeauty_skincareapi_2017.csv:549 (Laneige Multi Cleanser).
    [
      ["Laureth-1", "Phosphate", "Glycerin"],
      ["LAURETH-1 PHOSPHATE", "GLYCERIN"],
    ],
    // The 2017 set's Mizon Ultra Wonder Power Jelly Sun: a copolymer's slashes written as commas
    // (catalogue review, ninth pass: "PPG-17" shown as an entry, "PEG" and "6 Copolymer" left out).
    [
      ["Alumina", "PEG", "PPG-17", "6 Copolymer", "Sodium Hyaluronate"],
      ["ALUMINA", "PEG/PPG-17/6 COPOLYMER", "SODIUM HYALURONATE"],
    ],
    [
      ["PEG-100", "Stearate", "Glycerin"],
      ["PEG-100 STEARATE", "GLYCERIN"],
    ],
    // products_indonesia_sociolla_inci_2025.csv:124 (P.CALM Porsica Ampoule).
    [
      ["Sodium Hyaluronate", "Crosspolymer", "Glycerin"],
      ["SODIUM HYALURONATE CROSSPOLYMER", "GLYCERIN"],
    ],
    [
      ["Vitis Vinifera", "(Grape) Fruit Extract", "Glycerin"],
      ["VITIS VINIFERA FRUIT EXTRACT", "GLYCERIN"],
    ],
    // products_kbeauty_skincareapi_2017.csv:554 (Laneige Power Essential Skin Toner): PEG-60 and
    // hydrogenated castor oil are names alone, but a bare PEG-n heads the name after it.
    [
      ["Magnesium Sulfate", "PEG-60", "Hydrogenated Castor Oil", "Butylene Glycol"],
      ["MAGNESIUM SULFATE", "PEG-60 HYDROGENATED CASTOR OIL", "BUTYLENE GLYCOL"],
    ],
    // products_kbeauty_skincareapi_2017.csv (a BB cream): "PEG-10, Dimethicone".
    [
      ["Hexyl Laurate", "PEG-10", "Dimethicone", "Stearic Acid"],
      ["HEXYL LAURATE", "PEG-10 DIMETHICONE", "STEARIC ACID"],
    ],
    // products_kbeauty_skincareapi_2017.csv:297 (Goodal Super Seed Oil Plus Moist Emulsion): a
    // stray comma and a typo after it; the cut-off start "Palmitoyl" is kept in the match.
    [
      ["Tromethamine", "Palmitoyl", "Pentapeptride-4", "Panthenol"],
      ["TROMETHAMINE", "PALMITOYL PENTAPEPTIDE-4", "PANTHENOL"],
    ],
    // products_kbeauty_skincareapi_2017.csv:738 (Mizon Acence Derma Clearing Toner): a stray
    // comma and a missing one, "disodium, edta fragrance".
    [
      ["ethylhexylglycerin", "tropolone", "disodium", "edta fragrance"],
      ["ETHYLHEXYLGLYCERIN", "TROPOLONE", "DISODIUM EDTA", "PARFUM"],
    ],
  ])("rejoins %j", (entries, expected) => {
    expect(names(entries)).toEqual(expected);
  });

  // products_kbeauty_skincareapi_2017.csv:580 (Lioele Daily Soothing Essence Sun SPF30 PA++): two
  // stray commas in one name; the first two pieces alone spell another substance (by synonym).
  it("rejoins three pieces into one CosIng name rather than two into a shorter one", () => {
    expect(names(["Silica", "Acrylates/C10-30 Alkyl", "Acrylate", "Crosspolymer", "Triethanolamine"])).toEqual([
      "SILICA",
      "ACRYLATES/C10-30 ALKYL ACRYLATE CROSSPOLYMER",
      "TRIETHANOLAMINE",
    ]);
  });

  it("does not let a misspelt entry be swallowed by the next one, a whole name with its CI number (same row)", () => {
    const tokens = resolveListTokens(
      ["Butylene Glycol", "Dicaptryly Carbonate", "Titanium Dioxide (CI77891)", "Ethylhexyl Palmitate"],
      cosing,
    );
    expect(tokens.map((token) => (token.kind === "cosing" ? token.record.inciName : token.raw))).toEqual([
      "BUTYLENE GLYCOL",
      "Dicaptryly Carbonate",
      "TITANIUM DIOXIDE",
      "ETHYLHEXYL PALMITATE",
    ]);
  });

  it("keeps a bare PEG-n apart from a name it makes no CosIng name with, and two whole names apart", () => {
    expect(names(["PEG-60", "Glycerin"])).toEqual(["PEG-60", "GLYCERIN"]);
    // ALLANTOIN PANTHENOL is a CosIng name too, but "Allantoin, Panthenol" (94 times in data/) lists both.
    expect(names(["Allantoin", "Panthenol", "Glycerin"])).toEqual(["ALLANTOIN", "PANTHENOL", "GLYCERIN"]);
  });

  it("keeps two names apart when the second names something alone, or the two make no name as written", () => {
    expect(names(["Sodium Hyaluronate", "Glycerin"])).toEqual(["SODIUM HYALURONATE", "GLYCERIN"]);
    // products_kbeauty_skincareapi_2017.csv (Tosowoong Super Aqua Cooling Gel): "Glacier Water" is no tail.
    expect(names(["Chondrus Crispus", "Glacier Water"])[1]).toBe("garbage");
  });
});

describe("resolveIngredientList on a Drug Facts label", () => {
  it("marks the actives and keeps every stated percentage (products_sephora_skincare_2025.csv:117)", () => {
    const entries = [
      "Avobenzone 3.0%",
      "Homosalate 7.0%",
      "Octisalate 5.0%",
      "Octocrylene 5.0%",
      "Water (Aqua)",
      "Butyloctyl Salicylate",
      "Glycerin",
      "Dimethicone",
    ];
    const list = resolveIngredientList(entries, cosing, 4);
    expect(list.ok).toBe(true);
    if (!list.ok) return;
    expect(list.ingredients.map((entry) => [entry.displayName, entry.active, entry.statedPercent])).toEqual([
      ["Butyl Methoxydibenzoylmethane", true, 3],
      ["Homosalate", true, 7],
      ["Ethylhexyl Salicylate", true, 5],
      ["Octocrylene", true, 5],
      ["Water", false, null],
      ["Butyloctyl Salicylate", false, null],
      ["Glycerin", false, null],
      ["Dimethicone", false, null],
    ]);
  });
});

describe("resolveIngredientList's entries left out", () => {
  it("names the entries the split set aside as retailer text with those it could not read (made up from products_kbeauty_skincareapi_2017.csv:557)", () => {
    const split = splitInciList(
      "Water, Cyclopentasiloxane, Zinc Oxide, Titanium Dioxide, Mica (CI 77019)/Keep out of reach of children, Glycerin, Butylene Glycol",
    );
    if (!split.ok) throw new Error(split.reason);
    const list = resolveIngredientList(split.entries, cosing, split.activeCount, split.notNames);
    expect(list.ok && list.leftOut).toEqual(["Mica (CI 77019)/Keep out of reach of children"]);
  });
});

describe("resolveIngredientList on runs of names whose commas the source lost", () => {
  // Nacific Fresh Herb Origin Mask (products_kbeauty_sokoglam_2022.csv:450): 46 names, 26 of them
  // in two runs separated by spaces only.
  const nacific =
    readFileSync(path.join(process.cwd(), "data", "products_kbeauty_sokoglam_2022.csv"), "utf8")
      .split("\n")
      .find((line) => line.startsWith("Fresh Herb Origin Mask,NACIFIC,"))
      ?.split('"')[1] ?? "";
  const resolved = (text: string) => {
    const split = splitInciList(text);
    if (!split.ok) throw new Error(split.reason);
    return resolveIngredientList(split.entries, cosing, split.activeCount, split.notNames);
  };

  it("parts each run into its CosIng names, in label order", () => {
    const list = resolved(nacific);
    if (!list.ok) throw new Error(list.reason);
    const names = list.ingredients.map((entry) => (entry.kind === "cosing" ? entry.record.inciName : entry.raw));
    expect(names).toHaveLength(46);
    expect(names.slice(18, 21)).toEqual([
      "DISODIUM EDTA",
      "DIPOTASSIUM GLYCYRRHIZATE",
      "ROSMARINUS OFFICINALIS LEAF EXTRACT",
    ]);
    expect(names).toContain("PELARGONIUM GRAVEOLENS FLOWER OIL");
    expect(names.at(-1)).toBe("PYRUS MALUS FRUIT EXTRACT");
    expect(list.leftOut).toEqual([]);
  });

  it("refuses the list when a run it cannot part is a large share of it", () => {
    // The same row with one name of the second run misspelt beyond reading: the run's 18 names are lost.
    const list = resolved(nacific.replace("Punica Granatum", "Pxnqca Grxtum"));
    expect(list).toMatchObject({ ok: false });
    expect(!list.ok && list.reason).toMatch(/^ingredient list not recognised: 2\d of \d+ names/);
  });
});

describe("resolveIngredientList's stated percentages", () => {
  it("drops them all when they cannot be true (products_skinsort_subset_2023.csv, Laneige Hydro UV Defense)", () => {
    const list = resolveIngredientList(
      [
        "Butyl Methoxydibenzoylmethane 25%",
        "Homosalate 90%",
        "Octocrylene 90%",
        "Ethylhexyl Salicylate 45%",
        "Rosa Damascena Flower Water",
        "Propanediol",
      ],
      cosing,
    );
    expect(list.ok && list.ingredients.map((entry) => entry.statedPercent)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("drops one no place in the list allows (products_kbeauty_skincareapi_2017.csv:833, Nature Republic Bee Venom Sleeping Mask)", () => {
    const list = resolveIngredientList(
      [
        "Water",
        "Butylene Glycol",
        "Glycerin",
        "Niacinamide",
        "Panthenol",
        "Allantoin",
        "Phenoxyethanol",
        "Bee Venom (75% complex)",
      ],
      cosing,
    );
    // Eighth place holds at most 100 / 8 %: 75 % is the raw material's share, not the product's.
    expect(list.ok && list.ingredients.map((entry) => entry.statedPercent)).toEqual(Array(8).fill(null));
  });

  it("drops one too low for its place (products_skinsort_subset_2023.csv:1429, Skin79 Jeju Aloe Aqua Soothing Gel 99)", () => {
    const split = splitInciList(
      "Aloe Barbadensis Leaf Juice 4%,Water,Methylpropanediol,Glycerin,Butylene Glycol,Malva Sylvestris Extract,Mentha Piperita Leaf Extract,Primula Veris Extract,Alchemilla Vulgaris Extract,Veronica Officinalis Extract,Melissa Officinalis Leaf Extract,Citrus Aurantifolia Fruit Extract,Hydrolyzed Collagen,Allantoin,Trehalose,Sodium Hyaluronate,Sodium Polyacrylate,Polysorbate 20,Carbomer,Tromethamine,Phenoxyethanol,Ethylhexylglycerin,Ethyl Hexanediol,1,2-Hexanediol,Disodium EDTA,Parfum",
    );
    if (!split.ok) throw new Error(split.reason);
    const list = resolveIngredientList(split.entries, cosing);
    // With the first entry at 4 %, the twenty entries down to phenoxyethanol (at most 1 %) hold at
    // most 4 % each and the five after it 1 % each: 86 % in all, so the 4 % cannot be the product's.
    expect(list.ok && list.ingredients[0]?.displayName).toBe("Aloe Barbadensis Leaf Juice");
    expect(list.ok && list.ingredients.filter((entry) => entry.statedPercent !== null)).toEqual([]);
  });

  it("keeps them in label order (products_kbeauty_skincareapi_2017.csv:70, Benton Snail Bee High Content Essence)", () => {
    const list = resolveIngredientList(
      [
        "Snail Secretion Filtrate (90%)",
        "Aloe Barbadensis Leaf Juice",
        "Glycerin",
        "Arbutin",
        "Human Ogliopeptide-1",
        "Bee Venom",
      ],
      cosing,
    );
    expect(list.ok && list.ingredients.map((entry) => entry.statedPercent)).toEqual([90, null, null, null, null, null]);
  });
});

describe("percentStated", () => {
  it.each([
    ["Octisalate (4.3%)", 4.3],
    ["Camellia Sinensis Leaf Water(50%)", 50],
    ["Ascorbic Acid(5%", 5],
    ["Niacinamide", null],
    // A bound is no amount, two amounts are not one entry's (femaledaily_2025.csv:1011).
    ["Niacinamide <1%", null],
    ["Galactomyces Ferment Filtrate 10%Mineral Water 82%", null],
    ["Hydroxypropyl Bispalmitamide MEA (Ceramide PC-104 32.7ppm)", null],
    // Parts per million, in the entry's own bracket (real entries from data/).
    ["Bakuchiol(100ppm)", 0.01],
    ["Niacinamide(20,000ppm)", 2],
    ["Centella Asiatica Extract(1,000 ppm)", 0.1],
    ["Saccharomyces Ferment Filtrate (1,759ppm)", 0.1759],
    ["Salicylic Acid (1ppm)", 0.0001],
    ["Tea tree leaf hydrolate (600,000ppm)", 60],
    ["Gold (10ppm)", 0.001],
    // One amount said twice (Nacific's Origin Red Salicylic Acid Spot Cream, sociolla_inci_2025.csv).
    ["Niacinamide (2%, 20,000ppm)", 2],
    ["Adenosine (0.1%, 1,000ppm)", 0.1],
    ["Adenosine (0.1%, 2,000ppm)", null],
  ])("reads %s as %s", (entry, expected) => {
    expect(percentStated(entry)).toBe(expected);
  });
});

describe("inciDisplayName", () => {
  it("writes INCI names in title case with the same letters", () => {
    const names: [string, string][] = [
      ["1,2-HEXANEDIOL", "1,2-Hexanediol"],
      ["PEG-60 HYDROGENATED CASTOR OIL", "PEG-60 Hydrogenated Castor Oil"],
      ["HYDROGENATED POLY(C6-14 OLEFIN)", "Hydrogenated Poly(C6-14 Olefin)"],
      ["CI 77891", "CI 77891"],
      ["DISODIUM EDTA", "Disodium EDTA"],
      ["SH-OLIGOPEPTIDE-1", "sh-Oligopeptide-1"],
      ["3-O-ETHYL ASCORBIC ACID", "3-O-Ethyl Ascorbic Acid"],
      ["PYRIDOXINE HCL", "Pyridoxine HCl"],
      ["CAPRYLIC/CAPRIC TRIGLYCERIDE", "Caprylic/Capric Triglyceride"],
      ["CERAMIDE NP", "Ceramide NP"],
      ["TBHQ", "TBHQ"],
      ["TEA-LAURYL SULFATE", "TEA-Lauryl Sulfate"],
      // Catalogue review of 2026-11-28: the tea of a kombucha ferment is no triethanolamine.
      ["SACCHAROMYCES/XYLINUM/BLACK TEA FERMENT", "Saccharomyces/Xylinum/Black Tea Ferment"],
    ];
    for (const [inciName, shown] of names) {
      expect(inciDisplayName(inciName)).toBe(shown);
      expect(shown.toUpperCase()).toBe(inciName);
    }
    expect(inciDisplayName("AQUA")).toBe("Water");
  });
});

describe("resolveListTokens", () => {
  const tokens = (entries: string[]): string[] =>
    resolveListTokens(entries, cosing).map((token) => (token.kind === "cosing" ? token.record.inciName : token.kind));

  it("rejoins a name broken by a stray comma", () => {
    expect(tokens(["Water", "Sodium", "Hyaluronate"])).toEqual(["AQUA", "SODIUM HYALURONATE"]);
    expect(tokens(["Zanthoxylum", "Piperitum Fruit Extract"])).toEqual(["ZANTHOXYLUM PIPERITUM FRUIT EXTRACT"]);
  });

  it("parts names joined by a slash or run together", () => {
    expect(tokens(["Ceramide NS/Ceramide NG"])).toEqual(["CERAMIDE NS", "CERAMIDE NG"]);
    expect(tokens(["Glycerin Carbomer"])).toEqual(["GLYCERIN", "CARBOMER"]);
    expect(tokens(["BUTYLENE GLYCOLNIACINAMIDE"])).toEqual(["BUTYLENE GLYCOL", "NIACINAMIDE"]);
    expect(tokens(["Pulsatilla Koreana Extract Usnea Barbata (Lichen) Extract"])).toEqual([
      "PULSATILLA KOREANA EXTRACT",
      "USNEA BARBATA EXTRACT",
    ]);
    expect(tokens(["Polyethylene Glycol"])).not.toEqual(["POLYETHYLENE", "GLYCOL"]);
  });

  it("parts a slashed pair before joining it with the next entry, which stays its own", () => {
    // Catalogue review of 2026-11-28 (second sample): Deoproce's Color Combo Cream lost niacinamide and fragrance.
    expect(tokens(["Cyclopentasiloxane/Cyclohexasiloxane", "Niacinamide"])).toEqual([
      "CYCLOPENTASILOXANE",
      "CYCLOHEXASILOXANE",
      "NIACINAMIDE",
    ]);
    expect(tokens(["Dimethicone/Methicone Crosspolymer", "Fragrance"])).toContain("PARFUM");
    // products_kbeauty_skincareapi_2017.csv:203, Dr. Jart+ Most Moist Water-Max Sleeping Mask: two
    // essential oils joined by a slash, then the lemon oil that a join would swallow.
    expect(
      tokens([
        "Styrax Benzoin Gum",
        "Citrus Aurantium Bergamia (Bergamot) Fruit Oil/Eucalyptus Globulus Leaf Oil",
        "Citrus Medica Limonum (Lemon) Peel Oil",
        "Citrus Aurantifolia (Lime) Oil",
      ]),
    ).toEqual([
      "STYRAX BENZOIN GUM",
      "CITRUS AURANTIUM BERGAMIA FRUIT OIL",
      "EUCALYPTUS GLOBULUS LEAF OIL",
      "CITRUS LIMON PEEL OIL",
      "CITRUS AURANTIFOLIA OIL",
    ]);
    // Catalogue review of 2026-11-28 (third sample): Nacific's Uyu Toner, a stray comma in one slashed name.
    expect(tokens(["Acrylates/C10-30 Alkyl Acrylate", "Crosspolymer"])).toEqual([
      "ACRYLATES/C10-30 ALKYL ACRYLATE CROSSPOLYMER",
    ]);
  });

  it("reads UV filters by their trade names", () => {
    expect(tokens(["Uvinul A Plus", "Tinosorb S"])).toEqual([
      "DIETHYLAMINO HYDROXYBENZOYL HEXYL BENZOATE",
      "BIS-ETHYLHEXYLOXYPHENOL METHOXYPHENYL TRIAZINE",
    ]);
  });

  it("leaves out a name cut short and run into the next, not shown as an ingredient (belif's Aqua Gel Oil)", () => {
    // Twelfth review: "Butylene Glycerin" is Butylene Glycol, Glycerin with a word and a comma lost.
    expect(resolveIngredient("Butylene Glycerin", cosing)).toMatchObject({
      kind: "garbage",
      reason: "a name cut short and run into the next",
    });
    expect(tokens(["Mineral Water"])).toEqual(["unresolved"]);
    // Nineteenth review: a genus run into a whole name (Tony Moly's I'm Real Avocado Mask), and
    // one name's first word into the next (Missha's Near Skin emulsion).
    for (const glued of ["Prunus Disodium EDTA", "Polysorbate TEA-Cocoyl Glutamate"])
      expect(resolveIngredient(glued, cosing)).toMatchObject({
        kind: "garbage",
        reason: "a name cut short and run into the next",
      });
    // A treated substance is one ingredient.
    expect(tokens(["Hydrolyzed Gardenia Florida Fruit Extract"])).toEqual(["unresolved"]);
  });

  it("keeps a label name CosIng lacks instead of dropping it as a typo", () => {
    // Catalogue review of 2026-11-28: ma:nyo's Galactomy T-Serum opens with carbonated water.
    expect(tokens(["Carbonated Water"])).toEqual(["unresolved"]);
  });

  it("keeps a slashed ferment whole when CosIng knows only one part", () => {
    // Catalogue review of 2026-11-28: Mizon's snail cream showed a bare "Lactobacillus".
    expect(tokens(["Lactobaccilus/Soybean Ferment Filtrate"])).not.toContain("LACTOBACILLUS");
  });

  it("keeps a slashed ferment whole when a plant part's slash leaves only part words after it", () => {
    // Catalogue review, eighth pass: Whamisa's Organic Flowers Eye Essence showed its dandelion
    // ferment as "Lactobacillus", and a Saccharomyces ferment was read as three entries.
    expect(tokens(["Lactobacillus/Taraxacum Officinale (Dandelion) Rhizome/Root Ferment Filtrate"])).toEqual([
      "unresolved",
    ]);
    expect(tokens(["Saccharomyces/Camellia Sinensis Leaf/Cladosiphon Okamuranus/Rice Ferment Filtrate"])).toEqual([
      "unresolved",
    ]);
    // Eleventh review: Sociolla 2025 cut Tirtir's ferment before "Ferment Filtrate"; it was shown
    // as two entries, "Saccharomyces" and "Coix Lacryma-Jobi Ma-Yuen Seed".
    expect(tokens(["Saccharomyces/Coix Lacryma-Jobi Ma-yuen Seed"])).toEqual(["unresolved"]);
  });

  it("reads slashed plant parts in CosIng's order (Caolion's Multi Soothing Booster, eleventh review)", () => {
    expect(tokens(["Origanum Vulgare Leaf/Flower/Stem Extract"])).toEqual([
      "ORIGANUM VULGARE FLOWER/LEAF/STEM EXTRACT",
    ]);
    expect(tokens(["Origanum Vulgare Flower/Leaf/Stem Extract"])).toEqual([
      "ORIGANUM VULGARE FLOWER/LEAF/STEM EXTRACT",
    ]);
  });
});

describe("resolveIngredientList", () => {
  const base = ["Water", "Glycerin", "Butylene Glycol", "Niacinamide", "Panthenol", "Allantoin", "Adenosine"];

  it("keeps a ferment CosIng lacks as written, and does not count it as lost", () => {
    // Whamisa's lists (products_kbeauty_skincareapi_2017.csv) hold several such ferments.
    const ferments = [
      "Lactobacillus/Chrysanthemum Sinense Flower Ferment Filtrate",
      "Lactobacillus/Nelumbium Speciosum Flower Ferment Filtrate",
    ];
    const result = resolveIngredientList([...base.slice(0, 5), ...ferments], cosing);
    expect(result.ok && result.lost).toBe(0);
    expect(result.ok && result.ingredients.map((ingredient) => ingredient.kind)).toEqual([
      ...base.slice(0, 5).map(() => "cosing"),
      "unresolved",
      "unresolved",
    ]);
  });

  it("keeps label order, one ingredient per substance", () => {
    const result = resolveIngredientList([...base, "Aqua", "Fragrance", "Parfum"], cosing);
    expect(result.ok && result.ingredients.map((ingredient) => ingredient.id)).toEqual([
      "water",
      "glycerin",
      "butylene-glycol",
      "niacinamide",
      "panthenol",
      "allantoin",
      "adenosine",
      "fragrance",
    ]);
    expect(result.ok && [result.lost, result.total]).toEqual([0, 10]);
  });

  it("counts a kept unknown name as lost, and drops garbage", () => {
    const more = ["Squalane", "Ceramide NP", "Cholesterol", "Tocopherol", "Xanthan Gum", "Carbomer", "Arginine"];
    const result = resolveIngredientList(
      [
        ...base,
        "Zizyphus Jujuba Fruit Extract",
        "Glacier Water",
        ...more,
        "Betaine",
        "Trehalose",
        "Sorbitol",
        "Caprylyl Glycol",
      ],
      cosing,
    );
    expect(result.ok && result.ingredients.map((ingredient) => ingredient.displayName).slice(6, 9)).toEqual([
      "Adenosine",
      "Zizyphus Jujuba Fruit Extract",
      "Squalane",
    ]);
    expect(result.ok && [result.lost, result.total]).toEqual([2, 20]);
    // What was dropped is named as the source writes it, for the page to say so.
    expect(result.ok && result.leftOut).toEqual(["Glacier Water"]);
  });

  it("says where a list stops in part of a name, mid-word or between words, and not for a misspelling or a whole name at its end", () => {
    const list = [
      ...base,
      "Squalane",
      "Ceramide NP",
      "Cholesterol",
      "Tocopherol",
      "Xanthan Gum",
      "Carbomer",
      "Arginine",
    ];
    const endingIn = (last: string) => {
      const result = resolveIngredientList([...list, last], cosing);
      return result.ok ? result.cutShortAt : result.reason;
    };
    expect(endingIn("Potassium Hyalur")).toBe("Potassium Hyalur");
    expect(endingIn("Tocophe")).toBe("Tocophe");
    expect(endingIn("Sucrose Coc..")).toBe("Sucrose Coc..");
    // Mizon's Pore Tightening Lotion (skincareapi 2017) ends "…, Copper Tripeptide-1, iris": IRIS
    // only begins names (IRIS FLORENTINA ROOT EXTRACT), so what followed it is lost (27th review).
    expect(endingIn("iris")).toBe("iris");
    expect(endingIn("Rose")).toBe("Rose");
    expect(endingIn("Isopropyl Methyphenol")).toBeNull();
    expect(endingIn("Betaine")).toBeNull();
  });

  it("names each dropped entry once, and no lone mark or figure", () => {
    const more = ["Squalane", "Ceramide NP", "Cholesterol", "Tocopherol", "Xanthan Gum", "Carbomer", "Arginine"];
    const result = resolveIngredientList(
      [
        ...base,
        "butyrospermum parkii",
        ...more,
        "Betaine",
        "Trehalose",
        "Sorbitol",
        "Caprylyl Glycol",
        "Dimethicone",
        "Citric Acid",
        "Sodium Citrate",
        "Sodium Hyaluronate",
        "Ethylhexylglycerin",
        "Hydroxyethylcellulose",
        "Disodium EDTA",
        "Tromethamine",
        "Cetearyl Alcohol",
        "2",
        "butyrospermum parkii",
      ],
      cosing,
    );
    expect(result.ok && result.leftOut).toEqual(["butyrospermum parkii"]);
    expect(resolveIngredientList(base, cosing)).toMatchObject({ ok: true, leftOut: [] });
  });

  it("rejects lists that lose more than 10 %, that are too short or that name key ingredients only", () => {
    expect(resolveIngredientList([...base, "Mugwort Extract", "Cica Complex"], cosing)).toEqual({
      ok: false,
      reason: "ingredient list not recognised: 2 of 9 names not in CosIng",
    });
    expect(resolveIngredientList(["Water", "Glycerin", "Niacinamide", "Squalane"], cosing)).toEqual({
      ok: false,
      reason: "fewer than 5 ingredients",
    });
    expect(resolveIngredientList(["BHA", "PROBIOTIC", "CICA", "CERAMIDE", "Niacinamide"], cosing)).toEqual({
      ok: false,
      reason: "key ingredients only, not a full list",
    });
  });
});

describe("ingredientPageId", () => {
  it("keeps what a glued bracket holds, and the route's id for water and fragrance", () => {
    expect(ingredientPageId("Bis(Tripeptide-1) Copper Acetate")).toBe("bis-tripeptide-1-copper-acetate");
    expect(ingredientPageId("Hydrogenated Poly(C6-14 Olefin)")).toBe("hydrogenated-poly-c6-14-olefin");
    expect(ingredientPageId("1,2-Hexanediol")).toBe("1-2-hexanediol");
    expect(ingredientPageId("Water")).toBe("water");
    expect(ingredientPageId("Parfum")).toBe("fragrance");
  });
});

describe("legacyIngredientIds", () => {
  it("gives the id the catalogue gave a token before it resolved names", () => {
    expect(legacyIngredientIds("Phe-Noxyethanol")).toEqual(["phe-noxyethanol"]);
    expect(legacyIngredientIds("Water (Aqua)")).toEqual(["water"]);
    expect(legacyIngredientIds("Disodium Ed-Ta")).toEqual(["disodium-ed-ta"]);
    expect(legacyIngredientIds("***")).toEqual([]);
  });
});

describe("the fuzzy guard on a small inventory", () => {
  const small = new CosingIndex();
  for (const inciName of ["CERAMIDE NP", "CERAMIDE AP", "PEG-40 HYDROGENATED CASTOR OIL", "GLYCERIN"]) {
    small.add({ inciName, cas: null, ec: null, functions: [] });
  }
  it("never changes a short word or a number", () => {
    expect(inci(resolveIngredient("Ceramide XP", small))).not.toMatch(/CERAMIDE/);
    expect(inci(resolveIngredient("PEG-60 Hydrogenated Castor Oil", small))).not.toMatch(/PEG-40/);
    expect(inci(resolveIngredient("Glycerinn", small))).toBe("GLYCERIN (fuzzy)");
  });
});
