import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "./catalogue-builder.server";
import { loadCosing } from "./cosing-index.server";
import { splitInciList } from "./inci-list.server";
import type { SourceProduct } from "./source-row.server";

const cosing = loadCosing(path.join(process.cwd(), "data", "cosing_ingredients_functions.csv"), "cosing").index;

/** A source row as a reader gives it, with the list of the data file's row. */
function sourceRow(
  row: Pick<SourceProduct, "file" | "line" | "source" | "brand" | "name" | "productType" | "listObservedOn"> & {
    list: string;
    labels?: readonly string[];
  },
): SourceProduct {
  const { list, labels = [], ...facts } = row;
  const split = splitInciList(list);
  if (!split.ok) throw new Error(split.reason);
  return {
    ...facts,
    labels: [...labels],
    size: null,
    ingredients: split.entries,
    price: null,
    rating: null,
    skinTypes: [],
    aspects: [],
    sourceRank: row.line,
  };
}

// Sulwhasoo Gentle Cleansing Oil: Sephora 2025 gives it a foam cleanser's list, Sociolla 2025 its own.
const sephora2025 = sourceRow({
  file: "products_sephora_skincare_2025.csv",
  line: 428,
  source: "sephora-2025",
  brand: "Sulwhasoo",
  name: "Gentle Cleansing Oil Makeup Remover",
  productType: "oil-based cleanser",
  listObservedOn: "2026-01-01",
  list: "Disodium Cocoamphodiacetate, Cocamidopropyl Betaine, Acrylates/Beheneth-25 Methacrylate Copolymer, PEG-200 Hydrogenated Glyceryl Palmate, Sodium Chloride, Pentylene Glycol, 1,2-Hexanediol, Sodium Methyl Cocoyl Taurate, Caprylyl/Capryl Glucoside, Peg-7 Glyceryl Cocoate, Fragrance/Parfum, Isostearic Acid, Potassium Hydroxide, Butylene Glycol, Limonene, Disodium EDTA, Ethylhexylglycerin, Sodium Benzoate, Tetrasodium EDTA, Coix Lacryma-Jobi Ma-Yuen Seed Extract, Citrus Unshiu Peel Extract, Castanea Crenata (Chestnut) Shell Extract, Linalool, Spirodela Polyrhiza Extract, Dioscorea Japonica Root Extract, Dextrin, Theobroma Cacao (Cocoa) Extract, Rubus Idaeus (Raspberry) Fruit Extract, Ulmus Davidiana Root Extract, Salicornia Herbacea Extract, Morus Alba Leaf Extract, Angelica Keiskei Extract, Citric Acid, Tocopherol.",
});
const sociolla2025 = sourceRow({
  file: "products_indonesia_sociolla_inci_2025.csv",
  line: 279,
  source: "sociolla-2025",
  brand: "Sulwhasoo",
  name: "Gentle Cleansing Oil",
  productType: "oil-based cleanser",
  listObservedOn: "2025-03-01",
  list: "C12-15 ALKYL BENZOATE, PENTAERYTHRITYL TETRAETHYLHEXANOATE, ISOPROPYL PALMITATE, PENTAERYTHRITYL TETRAISOSTEARATE, CAPRYLIC/CAPRIC TRIGLYCERIDE, PEG-20 GLYCERYL TRIISOSTEARATE, PEG-8 ISOSTEARATE, COCOS NUCIFERA (COCONUT) OIL, DEXTRIN PALMITATE, FRAGRANCE / PARFUM, LIMONENE, GLYCERYL BEHENATE/EICOSADIOATE, COCO-CAPRYLATE/CAPRATE, SQUALANE, LINALOOL, WATER / AQUA / EAU, BUTYLENE GLYCOL, PRUNUS ARMENIACA (APRICOT) KERNEL OIL, PINUS KORAIENSIS SEED OIL, SESAMUM INDICUM (SESAME) SEED OIL, CAMELLIA JAPONICA SEED OIL, COIX LACRYMA-JOBI MA-YUEN SEED EXTRACT, CITRUS UNSHIU PEEL EXTRACT, CASTANEA CRENATA (CHESTNUT) SHELL EXTRACT, SPIRODELA POLYRHIZA EXTRACT, PRUNUS MUME SEED EXTRACT, NELUMBO NUCIFERA SEED EXTRACT",
});
// Pyunkang Yul Calming Sun Cream: Sociolla lists its key ingredients only, no UV filter.
const calmingSunCream = sourceRow({
  file: "products_indonesia_sociolla_inci_2025.csv",
  line: 2216,
  source: "sociolla-2025",
  brand: "Pyunkang Yul",
  name: "Calming Sun Cream",
  productType: "spf",
  listObservedOn: "2025-03-01",
  list: "Niacinamide, Citric Acid, Centella Asiatica Extract, Gluconolactone, Lonicera Japonica (Honeysuckle) Flower Extract, Sodium Hyaluronate, Melaleuca Altemifolia (Tea Tree) Leaf Extract, Centella Asiatica Leaf Extract, Ceramide NP, Adenosine, Melaleuca Altemifolia (Tea Tree) Leaf Extract",
});

// Klairs Midnight Blue Calming Cream: Female Daily's community list is the old formula's, with
// essential oils; Soko Glam 2022 gives the formula on sale (both lists shortened here).
const femaleDailyOldFormula = sourceRow({
  file: "products_indonesia_femaledaily_2025.csv",
  line: 705,
  source: "femaledaily-2025",
  brand: "Klairs",
  name: "Midnight Blue Calming Cream",
  productType: "moisturizer",
  listObservedOn: "2025-06-01",
  list: "Water, Cetyl Ethylhexanoate, Glycerin, Butylene Glycol, Caprylic/Capric Triglyceride, Centella Asiatica Extract, Sorbitan Stearate, Cetyl Alcohol, Lavandula Angustifolia (Lavender) Oil, Eucalyptus Globulus Leaf Oil, Guaiazulene",
});
const sokoGlamOnSale = sourceRow({
  file: "products_kbeauty_sokoglam_2022.csv",
  line: 589,
  source: "sokoglam-2022",
  brand: "Klairs",
  name: "Midnight Blue Calming Cream",
  productType: "moisturizer",
  listObservedOn: "2022-02-01",
  list: "Aqua (Water), Cetyl Ethylhexanoate, Glycerin, Butylene Glycol, Caprylic/Capric Triglyceride, Centella Asiatica Extract, Sorbitan Stearate, Cetyl Alcohol",
});

// Son & Park Beauty Water, a cleansing toner: Sephora 2017, the first source, shelves it under
// "Moisturizer"; Soko Glam 2022 under "Cleansing Toners" and "Acid Toners" (list shortened here).
const beautyWaterList =
  "Water, Rosa Damascena Flower Water, Hamamelis Virginiana (Witch Hazel) Water, Butylene Glycol, Propanediol, PEG-7 Caprylic/Capric Glycerides, Pentylene Glycol, Citrus Aurantium Dulcis (Orange) Fruit Extract, Xylitol, Glycerin, Decyl Glucoside, 1,2-Hexanediol, Phenoxyethanol";
const beautyWaterRows = [
  { line: 364, labels: ["Moisturizer"], file: "products_sephora_kaggle_cosmetics.csv", source: "sephora-kaggle-2017" },
  { line: 209, labels: ["Acid Toners", "Toners"], file: "products_kbeauty_sokoglam_2022.csv", source: "sokoglam-2022" },
  {
    line: 222,
    labels: ["Cleansing Toners", "Toners"],
    file: "products_kbeauty_sokoglam_2022.csv",
    source: "sokoglam-2022",
  },
].map(({ labels, ...row }) =>
  sourceRow({
    ...row,
    brand: "Son & Park",
    name: "Beauty Water",
    productType: labels[0] === "Moisturizer" ? "moisturizer" : "toner",
    listObservedOn: "2022-02-01",
    list: beautyWaterList,
    labels,
  }),
);

describe("buildCatalogue: the type of a product several shops describe", () => {
  it("is read from all their labels, so one broad shelf does not outvote the others", async () => {
    const [product] = (await buildCatalogue(beautyWaterRows, [], cosing)).products;
    expect(product?.productType).toBe("toner");
    expect(product?.form).toBe("liquid");
    expect(product?.usageEn).not.toMatch(/pea-sized/);
  });
});

/**
 * The product the 2017 set gives twice, in two rows of one date (products_kbeauty_skincareapi_
 * 2017.csv), built with the rows in either order: what a test asserts of the shown list must not
 * depend on which row comes first.
 */
async function shownFromTwoRows(
  facts: Pick<SourceProduct, "brand" | "name" | "productType">,
  rows: readonly { line: number; list: string }[],
) {
  const sources = rows.map((row) =>
    sourceRow({
      ...facts,
      ...row,
      file: "products_kbeauty_skincareapi_2017.csv",
      source: "skincareapi-2017",
      listObservedOn: "2017-12-18",
    }),
  );
  return Promise.all(
    [sources, [...sources].reverse()].map(async (order) => (await buildCatalogue(order, [], cosing)).products[0]),
  );
}

describe("buildCatalogue: whose list is shown", () => {
  // Goodal's Phytowash Yerba Mate Cleansing Foam: the first row misspells its yerba mate past reading.
  it("shows, of one source's two rows on one date, the one that leaves fewer entries out (eighteenth review)", async () => {
    const facts = {
      brand: "Goodal",
      name: "Phytowash Yerba Mate Cleansing Foam",
      productType: "water-based cleanser",
    } as const;
    for (const shown of await shownFromTwoRows(facts, [
      {
        line: 292,
        list: "Water, Myristic Acid, Sorbitol, Potassium Cocoyl Glycinate, Stearic Acid, Glycerin, Potassium Hydroxide, Iiex Paraguariersis Leaf Extract, Lauric Acid, Citrus Aurantium Dulcis (Orange) Fruit Extract, Citrus Grandis (Grapefruit) Fruit Extract, Lavandula Angustifolia (Lavender) Flower/Leaf/Stem Extract, Artemisia Absinthium Extract, Chamomlila Recutita (Matricaria) Flower Extract, Vanilla Planifolia Fruit Extract, Myrciaria Dubia Fruit Extract, Mourera Fluviatilis Extract, Olea Europaea (Olive) Fruit Oil, Citrus Grandis (Grapefruit) Peel Oil, Lavandula Hybrida Oil, Citrus Aurantifolia (Lime) Oil, Ribes Nigrum (Black Currant) Seed Oil, Citrus Aurantium Bergamia (Bergamot) Fruit Oil, Cedrus Athantica Bark Oil, Rosa Damascera Flower Oil, Illicium Verum (Anise) Fruit/Seed Oil, Bertholletia Excelsa Seed Oil, Salvia Officinalis (Sage) Oil, Euterpe Oleracea Fruit Oil, Carapa Guaianensis Seed Oil, Santaium Album (Sandalwood) Oil, Glycol Distearate, Polysorbate 20, Cocamidopropyl Betaine, Glyceryl Stearate, PEG-32, PEG-7 Glyceryl Cocoate, PEG-100 Stearate, Isononyl Isononanoate, Caprylyl Glycol, Glyceryl Caprylate, Butylene Glycol, Copaifera Officinalis (Batsam Copaiba) Resin, Sucrose, Serine, Arginine, PCA, Alanine, Threonine, Disodium EDTA",
      },
      {
        line: 1254,
        list: "Water, Myristic Acid, Sorbitol, Potassium Cocoyl Glycinate, Stearic Acid, Glycerin, Potassium Hydroxide, Yerba Mate (Ilex Paraguariensis) Leaf Extract, Lauric Acid, Glycol Distearate, Polysorbate 20, Cocamidopropyl Betaine, Glyceryl Stearate, PEG-32, PEG-7 Glyceryl Cocoate, PEG-100 Stearate, Isononyl Isononanoate, Caprylyl Glycol, Glyceryl Caprylate, Disodium EDTA, Olive (Olea Europaea) Fruit Oil, Grapefruit(Citrus Grandis) Peel Oil, Lavendin (Lavandula Hybrida) Oil, Lime (Citrus Aurantifolia) Oil, Black Currant (Ribes Nigrum) Seed Oil, Bergamot (Citrus Aurantium Bergamia) Fruit Oil, Cedrus Atlantica Bark Oil, Orange (Citrus Aurantium Dulcis) Fruit Extract, Grapefruit (Citrus Grandis) Fruit Extract, Rosa Damascena Flower Oil, Lavender (Lavandula Angustifolia) Flower/Leaf/Stem Extract, Anise (Illicium Verum) Fruit/Seed Oil, Brazil Nut (Bertholletia Excelsa) Seed Oil, Butylene Glycol, Balsam Copaiba (Copaifera Officinalis) Resin, Sucrose, Coriander (Coriandrum Sativum) Fruit Oil, Sage (Salvia Officinalis) Oil, Acai Palm (Euterpe Oleracea) Fruit Oil, Andiroba (Carapa Guaianensis) Seed Oil, Serine, Arginine, PCA, Artemisia Absinthium Extract, Matricaria (Chamomilla Recutita) Flower Extract, Alanine, Vanilla Planifolia Fruit Extract, Sandalwood (Santalum Album) Oil, Threonine, Camu Camu (Myrciaria Dubia) Fruit Extract, Mourera Fluviatilis Extract",
      },
    ])) {
      expect(shown?.listLeftOut).toEqual([]);
      expect(shown?.ingredients.map((ingredient) => ingredient.rawName)).toContain(
        "Yerba Mate (Ilex Paraguariensis) Leaf Extract",
      );
    }
  });

  // Holika Holika's Soda Pore Cleansing Light Cleansing Oil: once with a watery list, once with its own.
  it("shows, of one source's two rows on one date, the list that opens as its form says (twentieth review)", async () => {
    const facts = {
      brand: "Holika Holika",
      name: "Soda Pore Cleansing Light Cleansing Oil",
      productType: "oil-based cleanser",
    } as const;
    for (const shown of await shownFromTwoRows(facts, [
      {
        line: 406,
        list: "Water, Dipropylene glycol, PEG-20 Glyceryl Isostearate, Tocopherol, Propanediol, PEG-20 Glyceryl Triisostearate, PEG-7 Glyceryl Cocoate, Diphenylsiloxy Phenyl Trimethicone, Glycereth-26, Butylene Glycol, Mineral Water, Vitis Vinifera (Grape) Seed Oil, Citrus Medica Limonum (Lemon) Fruit Extract, Arnica Montana Flower Extract, Gentiana Lutea Root Extract, Achillea Millefolium Extract, Artemisia Vulgaris Extract, Citric Acid, Disodium EDTA, Sodium Citrate, Fragrance, Phenoxyethanol, Methylparaben, Propyl Paraben",
      },
      {
        line: 1272,
        list: "Olea Europaea (Olive) Fruit Oil, Caprylic/Capric Triglyceride, Sorbeth-30 Tetraoleate, Polyisobutene, Water, Hexyldecyl Myristoyl Methylaminopropionate, Butylene Glycol, Fragrance, Phenoxyethanol, Tocopheryl Acetate, Hamamelis Virginiana (Witch Hazel) Extract, Melaleuca Alternifolia (Tea Tree) Extract, Alcohol, Argania Spinosa Kernel Oil",
      },
    ])) {
      expect(shown?.ingredients[0]?.rawName).toBe("Olea Europaea (Olive) Fruit Oil");
    }
  });

  it("prefers a shop's list to a newer community list, which stands in only alone", async () => {
    expect((await buildCatalogue([femaleDailyOldFormula, sokoGlamOnSale], [], cosing)).products[0]?.listSource).toBe(
      "sokoglam-2022",
    );
    expect((await buildCatalogue([femaleDailyOldFormula], [], cosing)).products[0]?.listSource).toBe(
      "femaledaily-2025",
    );
  });
});

describe("buildCatalogue through the plausibility gates", () => {
  it("shows the newest list that passes, and reports the newer one it refused", async () => {
    const built = await buildCatalogue([sephora2025, sociolla2025], [], cosing);
    const [product] = built.products;
    expect(built.products).toHaveLength(1);
    expect(product?.name).toBe("Gentle Cleansing Oil Makeup Remover");
    expect(product?.listSource).toBe("sociolla-2025");
    expect(product?.ingredients[0]?.rawName).toBe("C12-15 ALKYL BENZOATE");
    expect(built.rejections).toEqual([
      {
        file: "products_sephora_skincare_2025.csv",
        line: 428,
        reason:
          "cleansing oil or balm list opening with surfactants: DISODIUM COCOAMPHODIACETATE, COCAMIDOPROPYL BETAINE",
      },
    ]);
    expect(built.refusedLists).toEqual([
      {
        productId: product?.id,
        file: "products_sephora_skincare_2025.csv",
        line: 428,
        gate: "oil-cleanser-opening",
        outcome: "older list shown",
      },
    ]);
  });

  // Dr.G A'Clear Balancing Moisturizer (products_indonesia_sociolla_inci_2025.csv:851) ends
  // "Sucrose Coc..": cut short. No source gives it a second list, so the older row here is that
  // list with its last name whole, as a 2023 shop would give it.
  it("shows an older whole list before a newer one cut short at its end", async () => {
    const cutList =
      "Aqua, Glycerin, Caprylic/Capric Triglyceride, Pentylene Glycol, Neopentyl Glycol Diheptanoate, Polyglyceryl-2 Stearate, Arachidyl Alcohol, Glyceryl Stearate, Panthenol, Allantoin, Betaine, Ceramide NP, Phytosphingosine, Sucrose Coc..";
    const facts = { brand: "Dr.G", name: "A'Clear Balancing Moisturizer", productType: "moisturizer" as const };
    const newerCut = sourceRow({
      ...facts,
      file: "products_indonesia_sociolla_inci_2025.csv",
      line: 851,
      source: "sociolla-2025",
      listObservedOn: "2025-03-01",
      list: cutList,
    });
    const olderWhole = sourceRow({
      ...facts,
      file: "products_indonesia_sociolla_2023.csv",
      line: 1,
      source: "sociolla-2023",
      listObservedOn: "2023-06-01",
      list: cutList.replace("Sucrose Coc..", "Sucrose Cocoate"),
    });
    const [shown] = (await buildCatalogue([newerCut, olderWhole], [], cosing)).products;
    expect(shown?.listSource).toBe("sociolla-2023");
    expect(shown?.listCutShortAt).toBeNull();
    const [alone] = (await buildCatalogue([newerCut], [], cosing)).products;
    expect(alone?.listCutShortAt).toBe("Sucrose Coc..");
  });

  it("refuses a product none of whose lists passes", async () => {
    const built = await buildCatalogue([calmingSunCream], [], cosing);
    expect(built.products).toEqual([]);
    expect(built.rejections.map((rejection) => rejection.reason)).toEqual([
      "sunscreen list without a UV filter: 10 entries, none on EU Annex VI or the US monograph",
    ]);
    expect(built.refusedLists.map((refused) => refused.outcome)).toEqual(["product refused"]);
  });
});
