import { describe, expect, it } from "vitest";
import { type ListedRow, siblingMergedRows } from "./sibling-merged-lists.server";
import type { SourceProduct } from "./source-row.server";

function listed(file: string, line: number, name: string, substances: readonly string[]): ListedRow {
  const row: SourceProduct = {
    file,
    line,
    source: file,
    brand: "Holika Holika",
    name,
    productType: "mask",
    labels: [],
    size: null,
    ingredients: [...substances],
    listObservedOn: "2023-05-28",
    price: null,
    rating: null,
    skinTypes: [],
    aspects: [],
    sourceRank: line,
  };
  return { row, substances: new Set(substances) };
}

// The real rows (docs/catalogue.md, "Plausibility gates"), their entries as CosIng names the import
// resolves them to, each once.
const redWine2017 = [
  "water",
  "wine-extract",
  "alcohol",
  "dipropylene-glycol",
  "glycereth-26",
  "bis-peg-18-methyl-ether-dimethyl-silane",
  "peg-ppg-polybutylene-glycol-8-5-3-glycerin",
  "peg-240-hdi-copolymer-bis-decyltetradeceth-20-ether",
  "glycerin",
  "glyceryl-acrylate-acrylic-acid-copolymer",
  "propylene-glycol",
  "butylene-glycol",
  "glyceryl-polyacrylate",
  "biosaccharide-gum-1",
  "hydrolyzed-wheat-protein-pvp-crosspolymer",
  "peg-60-hydrogenated-castor-oil",
  "rosmarinus-officinalis-extract",
  "lavandula-angustifolia-extract",
  "thymus-vulgaris-extract",
  "bergenia-ciliata-root-extract",
  "viola-mandshurica-flower-extract",
  "impatiens-balsamina-flower-extract",
  "phenoxyethanol",
  "theobroma-cacao-seed-extract",
  "xanthan-gum",
  "adenosine",
  "caprylhydroxamic-acid",
  "caprylyl-glycol",
  "disodium-edta",
  "parfum",
  "ci-17200",
  "ci-15985",
];
const redWineSkinsort = [
  "water",
  "wine-extract",
  "alcohol",
  "glycerin",
  "butylene-glycol",
  "phenoxyethanol",
  "rosmarinus-officinalis-extract",
  "lavandula-angustifolia-extract",
  "thymus-vulgaris-extract",
  "bergenia-ciliata-root-extract",
  "viola-mandshurica-flower-extract",
  "impatiens-balsamina-flower-extract",
  "caprylyl-glycol",
  "disodium-edta",
  "caprylhydroxamic-acid",
  "parfum",
  "glycereth-26",
  "allantoin",
  "peg-7",
  "biosaccharide-gum-1",
  "hydrogenated-polyisobutene",
  "propylene-glycol",
  "peg-60-hydrogenated-castor-oil",
  "cyclomethicone",
  "peg-10-dimethicone",
  "cetyl-peg-ppg-10-1-dimethicone",
  "cyclopentasiloxane",
  "citrus-limon-fruit-extract",
  "xanthan-gum",
  "glyceryl-polyacrylate",
  "butylene-glycol-dicaprylate-dicaprate",
  "hydrolyzed-wheat-protein-pvp-crosspolymer",
  "cyclohexasiloxane",
  "saccharum-officinarum-extract",
  "acer-saccharum-extract",
  "ci-15985",
  "sodium-hyaluronate",
  "glyceryl-acrylate-acrylic-acid-copolymer",
  "dipropylene-glycol",
  "dimethicone-vinyl-dimethicone-crosspolymer",
  "sorbitan-sesquioleate",
  "quaternium-18-bentonite",
  "dimethicone",
  "niacinamide",
  "adenosine",
  "sodium-chloride",
  "bis-peg-18-methyl-ether-dimethyl-silane",
  "ci-17200",
  "citrus-aurantium-dulcis-fruit-extract",
  "silica-dimethyl-silylate",
  "vaccinium-myrtillus-fruit-extract",
  "peg-240-hdi-copolymer-bis-decyltetradeceth-20-ether",
  "theobroma-cacao-seed-extract",
];
const whiteWine2017 = [
  "water",
  "wine-extract",
  "glycerin",
  "cyclopentasiloxane",
  "dimethicone",
  "cyclohexasiloxane",
  "alcohol",
  "cyclomethicone",
  "sodium-chloride",
  "butylene-glycol",
  "butylene-glycol-dicaprylate-dicaprate",
  "hydrogenated-polyisobutene",
  "niacinamide",
  "sorbitan-sesquioleate",
  "dimethicone-vinyl-dimethicone-crosspolymer",
  "quaternium-18-bentonite",
  "silica-dimethyl-silylate",
  "peg-10-dimethicone",
  "cetyl-peg-ppg-10-1-dimethicone",
  "sodium-hyaluronate",
  "rosmarinus-officinalis-extract",
  "lavandula-angustifolia-extract",
  "thymus-vulgaris-extract",
  "bergenia-ciliata-root-extract",
  "viola-mandshurica-flower-extract",
  "impatiens-balsamina-flower-extract",
  "vaccinium-myrtillus-fruit-extract",
  "saccharum-officinarum-extract",
  "citrus-aurantium-dulcis-fruit-extract",
  "citrus-limon-fruit-extract",
  "acer-saccharum-extract",
  "allantoin",
  "disodium-edta",
  "caprylhydroxamic-acid",
  "caprylyl-glycol",
  "phenoxyethanol",
  "parfum",
];
const aquaFantasyEssence2017 = [
  "water",
  "glacier-water",
  "hot-springs-water",
  "cyclopentasiloxane",
  "alcohol-denat",
  "glycerin",
  "dimethicone",
  "cyclohexasiloxane",
  "cyclomethicone",
  "hydrogenated-polyisobutene",
  "butylene-glycol",
  "dicaprylate-dicaprate",
  "butylene-glycol",
  "dimethicone-vinyl-dimethicone-crosspolymer",
  "sodium-chloride",
  "sorbitan-sesquioleate",
  "peg-10-dimethicone",
  "crosspolymer",
  "peg-ppg-10-1-dimethicone",
  "quaternium-18-bentonite",
  "dipropylene-glycol",
  "portulaca-oleracea-extract",
  "oenothera-biennis-flower-extract",
  "helianthus-annuus-seed-oil",
  "hydrogenated-camellia-oleifera-seed-oil",
  "imperata-cyclindrica-root-extract",
  "peg-8",
  "carbomer",
  "sodium-hyaluronate",
  "silica-dimethyl-silylate",
  "menthol",
  "dietyl-oxalate",
  "allantoin",
  "disodium",
  "edta",
  "caprylhydroxamic-acid",
  "caprylyl-glycol",
  "phenoxyethanol",
  "parfum",
];

const skincareApi = "products_kbeauty_skincareapi_2017.csv";
const skinsort = "products_skinsort_subset_2023.csv";
const redWineOnSkinsort = listed(skinsort, 697, "wine therapy sleeping mask red wine", redWineSkinsort);
const redWine = [listed(skincareApi, 410, "Wine Therapy Sleeping Mask Red Wine", redWine2017), redWineOnSkinsort];
const whiteWine = [listed(skincareApi, 411, "Wine Therapy Sleeping White Wine", whiteWine2017)];
const aquaFantasy = [listed(skincareApi, 324, "Aqua Fantasy Essence", aquaFantasyEssence2017)];

const found = (merged: Map<SourceProduct, string>) =>
  [...merged].map(([row, sibling]) => `${row.file}:${row.line} with ${sibling}`);

describe("siblingMergedRows", () => {
  it("finds the newer list that is the product's own and its sibling's together", () => {
    expect(found(siblingMergedRows([redWine, whiteWine, aquaFantasy]))).toEqual([
      `${skinsort}:697 with Wine Therapy Sleeping White Wine`,
    ]);
  });

  it("needs the sibling whose entries were added: the grown list alone is not a merge", () => {
    expect(found(siblingMergedRows([redWine, aquaFantasy]))).toEqual([]);
  });

  it("does not take a list for a merge when what it adds is shared alike by two siblings (a brand's common base)", () => {
    // Made up: a second sibling with the White Wine's list under another name.
    const twin = [listed(skincareApi, 9999, "Wine Therapy Sleeping Twin", whiteWine2017)];
    expect(found(siblingMergedRows([redWine, whiteWine, twin, aquaFantasy]))).toEqual([]);
  });

  it("does not read growth from a list of key ingredients as a merge", () => {
    const keyIngredientsOnly = [
      listed(skincareApi, 410, "Wine Therapy Sleeping Mask Red Wine", redWine2017.slice(0, 10)),
      redWineOnSkinsort,
    ];
    expect(found(siblingMergedRows([keyIngredientsOnly, whiteWine, aquaFantasy]))).toEqual([]);
  });
});
