import { describe, expect, it } from "vitest";
import type { Aspect } from "~/domain/aspects";
import { ingredientFlags } from "~/domain/ingredient-flags";
import { ingredientIdOf } from "~/domain/ingredient-name";
import type { ProductForm } from "~/domain/product-forms";
import type { ProductType } from "~/domain/product-types";
import type { SkinType } from "~/domain/skin-types";
import { nameStatedAspects } from "~/domain/name-purpose";
import { realLists as textRuleLists } from "~/domain/text-rule-lists.fixture";
import { deriveProfile } from "./product-profile.server";

/** The profile of a list of names, with the flags the list raises, as the import derives it. */
function profileOf(
  productType: ProductType,
  form: ProductForm,
  names: readonly string[],
  stated: { skinTypes?: SkinType[]; aspects?: Aspect[]; name?: string; nameSkinTypes?: SkinType[] } = {},
) {
  const ingredients = names.map((name) => ({ id: ingredientIdOf(name), inciName: name }));
  const flags = ingredientFlags(
    names.map((inciName, index) => ({ position: index + 1, inciName })),
    productType,
    form,
  ).flags.map((raised) => raised.flag);
  return deriveProfile({
    name: stated.name,
    productType,
    form,
    ingredients,
    flags,
    statedSkinTypes: stated.skinTypes ?? [],
    statedAspects: stated.aspects ?? [],
    nameSkinTypes: stated.nameSkinTypes,
  });
}

/** Real lists from data/ (the rows' product ids). */
const realLists = {
  /** banila-co-dear-hydration-double-capsule-essential-toner (Soko Glam 2020, tagged "Dry" only): no entry names a skin type */
  capsuleToner: [
    "Water",
    "Propanediol",
    "Dipropylene Glycol",
    "Pentylene Glycol",
    "Polydecene",
    "1,2-Hexanediol",
    "Panthenol",
    "Chondrus Crispus Extract",
    "C12-14 Pareth-12",
    "Saccharum Officinarum Extract",
    "Carbomer",
    "Tromethamine",
    "Glycerin",
    "Caprylyl Glycol",
    "Caprylic/Capric Triglyceride",
    "Parfum",
    "Disodium EDTA",
    "Agar",
    "Acacia Senegal Gum",
    "Hydrogenated Lecithin",
    "Butylene Glycol",
    "Biosaccharide Gum-1",
    "Ceramide NP",
    "Phenoxyethanol",
    "Bambusa Arundinacea Juice",
    "Nelumbo Nucifera Flower Water",
    "Yeast Extract",
    "Propylene Glycol",
    "Ethylhexylglycerin",
    "Pinus Sylvestris Bud Extract",
    "Ocimum Sanctum Leaf Extract",
    "Azadirachta Indica Leaf Extract",
    "Mentha Arvensis Extract",
  ],
  /** banila-co-clean-it-zero-purity-for-sensitive-skin (products_kbeauty_skincareapi_2017.csv:1087): green tea 10th of 28 */
  purityBalm: [
    "Cetyl Ethylhexanoate",
    "Caprylic/Capric Triglyceride",
    "PEG-20 Glyceryl Triisostearate",
    "PEG-10 Isostearate",
    "Polyethylene",
    "Argania Spinosa Kernel Oil",
    "Oenothera Biennis Oil",
    "Portulaca Oleracea Extract",
    "Glycyrrhiza Glabra Root Extract",
    "Camellia Sinensis Leaf Extract",
    "Rosmarinus Officinalis Leaf Extract",
    "Centella Asiatica Extract",
    "Chamomilla Recutita Flower Extract",
    "Scutellaria Baicalensis Root Extract",
    "Polygonum Cuspidatum Root Extract",
    "Aloe Barbadensis Leaf Extract",
    "Calendula Officinalis Flower Extract",
    "Chamomilla Recutita Flower Water",
    "Epilobium Angustifolium Flower/Leaf/Stem Extract",
    "Beta-Carotene",
    "Water",
    "Butylene Glycol",
    "Caprylhydroxamic Acid",
    "Caprylyl Glycol",
    "Citrus Aurantium Dulcis Peel Oil",
    "Abies Sibirica Oil",
    "Rosmarinus Officinalis Leaf Oil",
    "Lavandula Angustifolia Oil",
  ],
  /** dr-althea-oasis-soothing-mask (products_kbeauty_sokoglam_2022.csv:440): glycerin 2nd, rose flower oil 24th */
  oasisMask: [
    "Water",
    "Glycerin",
    "Propanediol",
    "1,2-Hexanediol",
    "Hexylene Glycol",
    "Hydrolyzed Jojoba Esters",
    "Hydroxyacetophenone",
    "Xanthan Gum",
    "Betaine",
    "Trehalose",
    "Hydroxyethylcellulose",
    "Cetearyl Olivate",
    "Carbomer",
    "Sorbitan Olivate",
    "Dipropylene Glycol",
    "Polyglyceryl-10 Laurate",
    "Polyglyceryl-10 Myristate",
    "Anastatica Hierochuntica Extract",
    "Anthemis Nobilis Flower Extract",
    "Centella Asiatica Extract",
    "Rosa Centifolia Flower Extract",
    "Disodium EDTA",
    "Caprylic/Capric Triglyceride",
    "Rosa Damascena Flower Oil",
    "Butylene Glycol",
    "Hydrogenated Lecithin",
  ],
  /** baviphat-peach-all-in-one-peeling-gel, stated for dry and normal skin */
  peelingGel: [
    "Water",
    "Cellulose",
    "Glycerin",
    "Alcohol",
    "Butylene Glycol",
    "C11-15 Pareth-12",
    "PEG-40 Hydrogenated Castor Oil",
    "Silica",
    "Carbomer",
    "Arginine",
    "CI 19140",
    "CI 15985",
    "Phenoxyethanol",
    "Prunus Persica Fruit Extract",
  ],
  /** holika-holika-juicy-tea-tree-mask-sheet: tea tree written without its part, 8th of 14 */
  teaTreeMask: [
    "Water",
    "Glycerin",
    "Alcohol",
    "Sodium Hyaluronate",
    "PEG-60 Hydrogenated Castor Oil",
    "Carbomer",
    "Triethanolamine",
    "Melaleuca Alternifolia (Tea Tree) Extract",
    "Camellia Sinensis Leaf Extract",
    "Chamomilla Recutita (Matricaria) Flower Extract",
    "Allantoin",
    "Disodium EDTA",
    "Phenoxyethanol",
    "Fragrance",
  ],
  /** etude-house-soonjung-ph-5-5-relief-toner, tagged by Soko Glam 2020 for oily and normal skin only */
  reliefToner: [
    "Water",
    "Propanediol",
    "Glycerin",
    "Betaine",
    "Panthenol",
    "Madecassoside",
    "Camellia Sinensis Leaf Extract",
    "Scutellaria Baicalensis Root Extract",
    "1,2-Hexanediol",
    "Butylene Glycol",
    "Ethylhexylglycerin",
    "Carbomer",
    "Polyglycerin-3",
    "Disodium EDTA",
  ],
  /** laneige-radian-c-cream, Sephora 2025: "Dark Spots, Dryness, and Dullness"; madecassoside 27th of 29 */
  radianCream: [
    "Water",
    "3-O-Ethyl Ascorbic Acid",
    "Glycerin",
    "Cetearyl Alcohol",
    "Caprylic/Capric Triglyceride",
    "Propanediol",
    "Methyl Trimethicone",
    "Hydrogenated Poly(C6-14 Olefin)",
    "Pentaerythrityl Tetraethylhexanoate",
    "Cetearyl Olivate",
    "Potassium Cetyl Phosphate",
    "1,2-Hexanediol",
    "Sorbitan Olivate",
    "Hydroxyethyl Acrylate/Sodium Acryloyldimethyl Taurate Copolymer",
    "Limonene",
    "Polymethyl Methacrylate",
    "Ammonium Acryloyldimethyltaurate/Beheneth-25 Methacrylate Crosspolymer",
    "Citric Acid",
    "Fragrance",
    "Thymol Trimethoxycinnamate",
    "Disodium EDTA",
    "Ethylhexylglycerin",
    "Sorbitan Isostearate",
    "Sodium Citrate",
    "Linalool",
    "Tocopherol",
    "Madecassoside",
    "Citral",
    "Geraniol",
  ],
  /** tirtir-ceramic-cream, stated for oily, dry and combination skin */
  richCream: [
    "Olea Europaea Fruit Oil",
    "Macadamia Ternifolia Seed Oil",
    "Hamamelis Virginiana Extract",
    "Butyrospermum Parkii Butter",
    "Camellia Sinensis Leaf Extract",
    "Rosmarinus Officinalis Leaf Extract",
    "Chamomilla Recutita Flower Extract",
    "Centella Asiatica Extract",
    "Glycyrrhiza Glabra Root Extract",
    "Polygonum Cuspidatum Root Extract",
    "Scutellaria Baicalensis Root Extract",
    "Illicium Verum Fruit Extract",
  ],
  /** sulwhasoo-timetreasure-renovating-cream: salicylic acid 72nd of 81 */
  traceSalicylic: [
    "PINUS SYLVESTRIS BARK EXTRACT",
    "Water",
    "GLYCERIN",
    "BUTYLENE GLYCOL",
    "CYCLOPENTASILOXANE",
    "DIMETHICONE",
    "LIMNANTHES ALBA (MEADOWFOAM) SEED OIL",
    "PENTAERYTHRITYL TETRAISOSTEARATE",
    "PEG-10 DIMETHICONE",
    "TRISILOXANE",
    "PENTAERYTHRITYL TETRAETHYLHEXANOATE",
    "ANGELICA ACUTILOBA ROOT EXTRACT",
    "ARTEMISIA VULGARIS EXTRACT",
    "CNIDIUM OFFICINALE ROOT EXTRACT",
    "PEG-30 DIPOLYHYDROXYSTEARATE",
    "DIISOSTEARYL MALATE",
    "DISTEARDIMONIUM HECTORITE",
    "PANAX GINSENG ROOT EXTRACT",
    "GLYCYRRHIZA URALENSIS (LICORICE) ROOT EXTRACT",
    "OPHIOPOGON JAPONICUS ROOT EXTRACT",
    "PAEONIA ALBIFLORA ROOT EXTRACT",
    "NELUMBO NUCIFERA SEED EXTRACT",
    "POLYGONATUM OFFICINALE RHIZOME/ROOT EXTRACT",
    "LILIUM TIGRINUM FLOWER/LEAF/STEM EXTRACT",
    "REHMANNIA GLUTINOSA ROOT EXTRACT",
    "CHRYSANTHEMUM MORIFOLIUM FLOWER EXTRACT",
    "PAEONIA SUFFRUTICOSA ROOT EXTRACT",
    "CITRUS UNSHIU PEEL EXTRACT",
    "ADENOPHORA STRICTA ROOT EXTRACT",
    "LYCIUM CHINENSE ROOT EXTRACT",
    "COIX LACRYMA-JOBI MA-YUEN SEED EXTRACT",
    "ANGELICA TENUISSIMA ROOT EXTRACT",
    "HONEY",
    "PRUNUS MUME FRUIT EXTRACT",
    "SESAMUM INDICUM (SESAME) SEED EXTRACT",
    "PINUS KORAIENSIS SEED EXTRACT",
    "CHAENOMELES SINENSIS FRUIT EXTRACT",
    "ROSA MULTIFLORA FRUIT EXTRACT",
    "PINUS SYLVESTRIS LEAF EXTRACT",
    "CAMELLIA SINENSIS LEAF EXTRACT",
    "SODIUM HYALURONATE",
    "BETA-GLUCAN",
    "HYDROLYZED GINSENG SAPONINS (ENZYME-TREATED RED GINSENG SAPONINS)",
    "OLDENLANDIA DIFFUSA EXTRACT",
    "PERILLA OCYMOIDES SEED EXTRACT",
    "PORTULACA OLERACEA EXTRACT",
    "THEOBROMA CACAO (COCOA) EXTRACT",
    "DIMETHICONOL",
    "MAGNESIUM SULFATE",
    "PROPANEDIOL",
    "PANTETHINE",
    "CETYL PEG/PPG-10/1 DIMETHICONE",
    "ALCOHOL",
    "BORON NITRIDE",
    "HEXYLDECYL MYRISTOYL METHYLAMINOPROPIONATE",
    "PEG-30 HYDROGENATED CASTOR OIL",
    "POLYQUATERNIUM-51",
    "METHOXY PEG-114/POLYEPSILON CAPROLACTONE",
    "DEXTRIN",
    "TOCOPHERYL ACETATE",
    "ETHYLHEXYLGLYCERIN",
    "CAPRYLIC/CAPRIC TRIGLYCERIDE",
    "CALCIUM PANTETHEINE SULFONATE",
    "AMMONIUM ACRYLOYLDIMETHYLTAURATE/VP COPOLYMER",
    "BEHENYL ALCOHOL",
    "SODIUM ASCORBYL PHOSPHATE",
    "POLYGLYCERYL-10 PENTASTEARATE",
    "CETEARYL ALCOHOL",
    "SODIUM STEAROYL LACTYLATE",
    "CETEARYL GLUCOSIDE",
    "CYCLOMETHICONE",
    "SALICYLIC ACID",
    "UBIQUINONE",
    "SILICA SILYLATE",
    "HYDROGENATED LECITHIN",
    "HYDROLYZED RICE PROTEIN",
    "CAPRYLYL GLYCOL",
    "GLYCERYL CAPRYLATE",
    "DISODIUM EDTA",
    "PHENOXYETHANOL",
    "FRAGRANCE",
  ],
  /** banila-co-clean-it-zero-radiance (the 2017 set): a cleansing balm of mineral oil and macadamia oil */
  radianceBalm: [
    "Paraffinum Liquidum",
    "Macadamia Ternifolia Seed Oil",
    "PEG-20 Glyceryl Triisostearate",
    "PEG-10 Isostearate",
    "Rosa Canina Fruit Oil",
    "Cetyl Ethylhexanoate",
    "Polyethylene",
    "Butylene Glycol",
    "Water",
    "Vitis Vinifera Root Extract",
    "Glycerin",
    "Moringa Oleifera Seed Extract",
    "Collagen",
    "Butylparaben",
    "Parfum",
  ],
  /** illi-total-aging-care-cream-wash (the 2017 set): a sulfate wash with ginseng root extract 9th */
  agingCareWash: [
    "Water",
    "Helianthus Annuus (Sunflower) Seed Oil",
    "Ammonium Laureth Sulfate",
    "Cocamidopropyl Betaine",
    "Cocamide MEA",
    "Cetyl Alcohol",
    "Ammonium Lauryl Sulfate",
    "Sodium Chloride",
    "Panax Ginseng Root Extract",
    "Camellia Japonica Seed Oil",
    "Machilus Thunbergii Bark Extract",
    "Natto Gum",
    "Camellia Sinensis Leaf Extract",
    "Stearyl Alcohol",
    "Xanthan Gum",
    "BHT",
    "PEG-14M",
    "PEG-90M",
    "Lauric Acid",
    "Butylene Glycol",
    "Polyquaternium-10",
    "Citric Acid",
    "Disodium EDTA",
    "Methylchloroisothiazolinone",
    "Methylisothiazolinone",
    "Sodium Benzoate",
    "Phenoxyethanol",
    "Fragrance",
  ],
  /** dr-althea-azulene-147ha-intensive-soothing-cream: oligopeptide-1 65th of 68 */
  traceOligopeptide: [
    "Water",
    "Glycerin",
    "Dipropylene Glycol",
    "Cyclopentasiloxane",
    "Caprylic/Capric Triglyceride",
    "Hydrogenated Poly(C6-14 Olefin)",
    "Hydrogenated Polydecene",
    "Cetearyl Alcohol",
    "Dimethicone",
    "1,2-Hexanediol",
    "Vegetable Oil",
    "Glyceryl Stearate Se",
    "Betaine",
    "Algae Extract",
    "Eclipta Prostrata Leaf Extract",
    "Centella Asiatica Extract",
    "Ficus Carica (Fig) Fruit Extract",
    "Beta Vulgaris (Beet) Root Extract",
    "Chamaecyparis Obtusa Leaf Extract",
    "Melia Azadirachta Leaf Extract",
    "Melia Azadirachta Flower Extract",
    "Ulmus Davidiana Root Extract",
    "Amaranthus Caudatus Seed Extract",
    "Coccinia Indica Fruit Extract",
    "Solanum Melongena (Eggplant) Fruit Extract",
    "Aloe Barbadensis Flower Extract",
    "Ocimum Sanctum Leaf Extract",
    "Curcuma Longa (Turmeric) Root Extract",
    "Corallina Officinalis Extract",
    "Hydrogenated Lecithin",
    "Argania Spinosa Kernel Oil",
    "Pelargonium Graveolens Flower Oil",
    "Sodium Hyaluronate",
    "Cetearyl Glucoside",
    "Cetearyl Olivate",
    "Sorbitan Olivate",
    "Cyclohexasiloxane",
    "C12-16 Alcohols",
    "Panthenol",
    "Polyquaternium-51",
    "Squalane",
    "Microcrystalline Cellulose",
    "Hydroxyethyl Acrylate/Sodium Acryloyldimethyl Taurate Copolymer",
    "Glyceryl Stearate",
    "Dimethiconol",
    "Butylene Glycol",
    "Palmitic Acid",
    "Hydrogenated Polyisobutene",
    "C12-15 Alkyl Benzoate",
    "Ceramide Np",
    "Isononyl Isononanoate",
    "Polyglyceryl-10 Stearate",
    "Cellulose Gum",
    "Stearic Acid",
    "Butyrospermum Parkii (Shea) Butter",
    "Polyglyceryl-2 Dipolyhydroxystearate",
    "Fructooligosaccharides",
    "Disodium Edta",
    "Beta-Glucan",
    "Carnosine",
    "Inulin Lauryl Carbamate",
    "Hydrolyzed Hyaluronic Acid",
    "Guaiazulene",
    "Disodium Stearoyl Glutamate",
    "Oligopeptide-1",
    "Peg-100 Stearate",
    "Polysorbate 60",
    "Sorbitan Isostearate",
  ],
};

describe("deriveProfile", () => {
  it("derives aspects and skin types from ingredients", () => {
    const profile = profileOf("treatment", "liquid", ["Water", "Niacinamide", "Salicylic Acid", "Glycerin"]);
    expect(profile.aspects).toEqual(["acne", "pores"]);
    expect(profile.skinTypes).toEqual(["oily", "combination", "normal"]);
  });

  it("adds what a source states to what the list speaks to, the statement first", () => {
    const profile = profileOf("moisturizer", "cream", ["Water", "Niacinamide"], {
      skinTypes: ["dry"],
      aspects: ["wrinkles"],
    });
    expect(profile.skinTypes).toEqual(["oily", "dry", "combination", "normal"]);
    expect(profile.aspects).toEqual(["wrinkles", "acne", "pores"]);
  });

  it("reads a shop's skin-type columns as tags that add, not as a complete statement (Etude House's SoonJung pH 5.5 Relief Toner)", () => {
    const profile = profileOf("toner", "liquid", realLists.reliefToner, { skinTypes: ["oily", "normal"] });
    expect(profile.skinTypes).toEqual(["oily", "dry", "combination", "normal"]);
    expect(profile.aspects).toEqual(["dryness", "redness"]);
  });

  it("keeps the best-supported concerns: stated ones, then the list's by support and place", () => {
    const radian = profileOf("moisturizer", "cream", realLists.radianCream, { aspects: ["dryness"] });
    expect(radian.aspects).toContain("dryness");
    expect(radian.aspects).not.toContain("redness");
    expect(radian.aspects).not.toContain("pores");
    // Five concerns supported once each: the three whose first ingredient sits highest are kept.
    const many = [
      "Water",
      "Sodium Hyaluronate",
      "Niacinamide",
      "Allantoin",
      "Adenosine",
      "Phenoxyethanol",
      "Disodium EDTA",
    ];
    expect(profileOf("treatment", "liquid", many).aspects).toEqual(["dryness", "acne", "pores"]);
  });

  it("takes dry skin and the dryness and redness concerns away from a drying alcohol in the first five", () => {
    const profile = profileOf("exfoliant", "wash-off", realLists.peelingGel, {
      skinTypes: ["dry", "normal"],
      aspects: ["dryness", "redness", "pores"],
    });
    expect(profile.skinTypes).toEqual(["normal"]);
    expect(profile.aspects).toEqual(["pores"]);
  });

  it("takes dry skin away from essential oils, retinoids and exfoliating acids", () => {
    for (const listed of ["Lavandula Angustifolia Oil", "Retinol", "Lactic Acid"]) {
      expect(profileOf("moisturizer", "cream", ["Water", "Glycerin", listed]).skinTypes, listed).not.toContain("dry");
    }
  });

  it("takes oily skin away from rich occlusives at the top of a product left on", () => {
    const stated = { skinTypes: ["oily", "dry", "combination"] as SkinType[] };
    expect(profileOf("moisturizer", "cream", realLists.richCream, stated).skinTypes).toEqual(["dry", "combination"]);
    expect(profileOf("oil-based cleanser", "balm", realLists.richCream, stated).skinTypes).toEqual([
      "oily",
      "dry",
      "combination",
    ]);
  });

  it("falls back to what the list leaves when it rules out every stated skin type", () => {
    expect(profileOf("toner", "liquid", ["Water", "Alcohol Denat."], { skinTypes: ["dry"] }).skinTypes).toEqual([
      "oily",
      "combination",
      "normal",
    ]);
  });

  it("speaks of puffiness only for eye products", () => {
    expect(profileOf("treatment", "liquid", ["Water", "Caffeine"]).aspects).not.toContain("eyebags");
    expect(profileOf("treatment", "liquid", ["Water"], { aspects: ["eyebags"] }).aspects).toEqual([]);
    expect(profileOf("eye-cream", "cream", ["Water", "Caffeine"]).aspects).toEqual(["eyebags"]);
  });

  it("names puffiness for an eye cream only from an ingredient or a statement, not from its type (Elishacoy's Snail Eye Balm)", () => {
    const eyeBalm = ["Snail Secretion Filtrate", "Water", "Dimethicone", "Cetyl Ethylhexanoate", "Butylene Glycol"];
    expect(profileOf("eye-cream", "balm", eyeBalm).aspects).not.toContain("eyebags");
    expect(profileOf("eye-cream", "balm", eyeBalm, { aspects: ["eyebags"] }).aspects).toContain("eyebags");
  });

  it("counts ubiquitous ingredients only near the top", () => {
    const names = ["Water", "A", "B", "C", "D", "E", "F", "Glycerin"];
    expect(profileOf("toner", "liquid", names).aspects).toEqual([]);
  });

  it("falls back to every skin type without any signal", () => {
    expect(profileOf("toner", "liquid", ["Water"]).skinTypes).toEqual(["oily", "dry", "combination", "normal"]);
  });

  it("takes no concern from an ingredient below the place where it can work", () => {
    // Salicylic acid 72nd and ginseng 18th of 81: below the upper ten and any effective position.
    expect(profileOf("moisturizer", "cream", realLists.traceSalicylic).aspects).toEqual([]);
    expect(profileOf("moisturizer", "cream", realLists.traceOligopeptide).aspects).toEqual([]);
    const working = [
      "Water",
      "Glycerin",
      "Butylene Glycol",
      "Niacinamide",
      "Salicylic Acid",
      "Palmitoyl Pentapeptide-4",
      "Phenoxyethanol",
      "Ethylhexylglycerin",
      "Disodium EDTA",
    ];
    expect(profileOf("treatment", "liquid", working).aspects).toEqual(["wrinkles", "acne", "pores"]);
  });

  it("recommends a soap or sulfate cleanser for neither dry skin nor dryness, whatever its glycerin", () => {
    const profile = profileOf("water-based cleanser", "foam", textRuleLists.soapFoam);
    // Not "normal only", which was the leftover of glycerin's dry and normal once dry was ruled out.
    expect(profile.skinTypes).toEqual(["oily", "combination", "normal"]);
    expect(profile.aspects).toEqual([]);
  });

  it("names no dryness for a clay mask, whatever its glycerin (innisfree's Jeju Volcanic Color Clay Mask Pink)", () => {
    const clayMask = [
      "Water",
      "Kaolin",
      "Propanediol",
      "Silica",
      "Glycerin",
      "Bentonite",
      "Titanium Dioxide",
      "Microcrystalline Cellulose",
      "Punica Granatum Seed Oil",
      "Pumice",
      "Camellia Japonica Leaf Extract",
      "Opuntia Coccinellifera Fruit Extract",
      "Camellia Sinensis Leaf Extract",
      "Citrus Unshiu Peel Extract",
      "Orchid Extract",
      "1,2-Hexanediol",
      "Cellulose Gum",
      "Xanthan Gum",
      "Glyceryl Caprylate",
      "Disodium EDTA",
      "CI 77491",
    ];
    expect(profileOf("mask", "wash-off", clayMask).aspects).not.toContain("dryness");
    expect(profileOf("mask", "wash-off", ["Water", "Propanediol", "Silica", "Glycerin"]).aspects).toContain("dryness");
  });

  it("reads willow bark as no salicylic acid", () => {
    expect(profileOf("toner", "liquid", ["Water", "Salix Alba Bark Extract"]).aspects).toEqual([]);
    expect(profileOf("toner", "liquid", ["Water", "Salicylic Acid"]).aspects).toEqual(["acne", "pores"]);
  });

  it("gives an eye cream no breakouts or pores, whatever its niacinamide (Swanicoco's Fermentation Peptine Eye Care Cream)", () => {
    const eyeCream = profileOf("eye-cream", "cream", textRuleLists.niacinamideEyeCream);
    expect(eyeCream.aspects).not.toContain("acne");
    expect(eyeCream.aspects).not.toContain("pores");
    expect(profileOf("treatment", "liquid", textRuleLists.niacinamideEyeCream).aspects).toContain("acne");
  });

  it("names dryness only for a product shown for dry skin (Laneige's Water Bank Mineral Facial Skin Mist)", () => {
    const stated = { skinTypes: ["oily", "combination"] as SkinType[] };
    expect(profileOf("toner", "mist", textRuleLists.hydratingMist, stated).aspects).not.toContain("dryness");
    const withDry = { skinTypes: ["dry", "combination"] as SkinType[] };
    expect(profileOf("toner", "mist", textRuleLists.hydratingMist, withDry).aspects).toContain("dryness");
  });

  it("takes no concern from a conditioning peptide, and fine lines from a signal peptide", () => {
    const peptide = (name: string) => ["Water", "Glycerin", "Butylene Glycol", name, "Phenoxyethanol", "Disodium EDTA"];
    expect(
      profileOf("treatment", "liquid", peptide("Heptasodium Hexacarboxymethyl Dipeptide-12")).aspects,
    ).not.toContain("wrinkles");
    expect(profileOf("treatment", "liquid", peptide("Acetyl Hexapeptide-8")).aspects).toContain("wrinkles");
  });

  it("takes no skin type from an oil cleanser's cleansing oils (Banila Co's Clean It Zero Radiance)", () => {
    // Catalogue review, ninth pass: a cleansing balm of mineral oil was "Suitable for dry skin" only;
    // its oils dissolve make-up and are rinsed off with it. Left on, the same oils speak to dry skin.
    expect(profileOf("oil-based cleanser", "balm", realLists.radianceBalm).skinTypes).toEqual([
      "oily",
      "dry",
      "combination",
      "normal",
    ]);
    expect(profileOf("moisturizer", "balm", realLists.radianceBalm).skinTypes).toEqual(["dry"]);
  });

  it("takes no concern from a rinse-off product's ninth-place extract (illi's Total Aging Care Cream Wash)", () => {
    // Ginseng names fine lines where it is left on in the upper list; in a lather rinsed off within a
    // minute an extract works only in the first five, as it speaks to skin types only there.
    expect(profileOf("water-based cleanser", "foam", realLists.agingCareWash).aspects).not.toContain("wrinkles");
    expect(profileOf("treatment", "liquid", realLists.agingCareWash).aspects).toContain("wrinkles");
  });

  it("takes no skin type from a rinse-off product's tenth-place extract (Banila Co's Clean it Zero Purity for Sensitive Skin)", () => {
    // Green tea extract 10th speaks to oily and combination skin left on, not in a balm rinsed off
    // after a minute; the essential oils at 25-28 still rule out dry skin.
    expect(profileOf("oil-based cleanser", "balm", realLists.purityBalm).skinTypes).toEqual([
      "oily",
      "combination",
      "normal",
    ]);
    expect(profileOf("moisturizer", "balm", realLists.purityBalm).skinTypes).toEqual(["oily", "combination"]);
    // The name's "for Sensitive Skin", read as a statement of every skin type, does not bring dry back.
    const sensitive = { skinTypes: ["oily", "dry", "combination", "normal"] as SkinType[] };
    expect(profileOf("oil-based cleanser", "balm", realLists.purityBalm, sensitive).skinTypes).not.toContain("dry");
  });

  it("does not leave normal skin alone when the list's dry-skin evidence is ruled out (Dr. Althea's Oasis Soothing Mask)", () => {
    // Glycerin 2nd names dry and normal skin; rose oil rules dry out. "Normal only" would be a
    // leftover: nothing in the list argues against oily or combination skin.
    expect(profileOf("mask", "sheet", realLists.oasisMask).skinTypes).toEqual(["oily", "combination", "normal"]);
    // A source's own "normal" stands.
    const statedNormal = { skinTypes: ["normal"] as SkinType[] };
    expect(profileOf("mask", "sheet", realLists.oasisMask, statedNormal).skinTypes).toEqual(["normal"]);
  });

  it("keeps every skin type when the list names none, whatever one shop tagged (Banila Co's Dear Hydration toner)", () => {
    // Soko Glam 2020 tagged it for dry skin only: an untagged type is one the shop did not tag, not
    // one it advised against, and nothing in the list or its flags rules one out.
    const taggedDry = { skinTypes: ["dry"] as SkinType[] };
    expect(profileOf("toner", "liquid", realLists.capsuleToner, taggedDry).skinTypes).toEqual([
      "oily",
      "dry",
      "combination",
      "normal",
    ]);
  });

  it("reads a plant named without its part as the plant (Holika Holika's Juicy Tea Tree Mask Sheet)", () => {
    // "Melaleuca Alternifolia (Tea Tree) Extract" is tea tree as much as "…Leaf Extract" is.
    expect(profileOf("mask", "sheet", realLists.teaTreeMask).aspects).toContain("acne");
    for (const [listed, aspect] of [
      ["Glycyrrhiza Glabra (Licorice) Extract", "redness"],
      ["Oryza Sativa (Rice) Extract", "dryness"],
      ["Aloe Barbadensis Leaf Juice Powder", "redness"],
    ] as const)
      expect(profileOf("moisturizer", "cream", ["Water", listed]).aspects, listed).toContain(aspect);
  });
});

describe("deriveProfile: strong vitamin C and spot treatments", () => {
  it("names no redness or dryness for pure ascorbic acid second (COSRX's The Vitamin C 23 Serum)", () => {
    const profile = profileOf("treatment", "liquid", textRuleLists.vitaminC23Serum, { name: "The Vitamin C 23 Serum" });
    expect(profile.aspects).not.toContain("redness");
    expect(profile.aspects).not.toContain("dryness");
    expect(profile.aspects).toContain("wrinkles");
    expect(profile.skinTypes).not.toContain("dry");
  });

  it("files a spot treatment under breakouts, not fine lines (Ciracle's Anti-Blemish Spot A-sol)", () => {
    const name = "Anti-Blemish Spot A-sol";
    const profile = profileOf("treatment", "liquid", textRuleLists.blemishSpotSolution, {
      name,
      aspects: nameStatedAspects("treatment", name, textRuleLists.blemishSpotSolution),
    });
    expect(profile.aspects).toContain("acne");
    expect(profile.aspects).not.toContain("wrinkles");
  });
});

describe("deriveProfile: amounts a label states", () => {
  /** skin1004-madagascar-centella-tea-trica-bha-foam (Sociolla 2025): "Salicylic Acid(0.45%)". */
  const bhaFoam = [
    "Water",
    "Myristic Acid",
    "Glycerin",
    "Potassium Hydroxide",
    "Stearic Acid",
    "Glyceryl Stearate",
    "Propanediol",
    "Lauryl Hydroxysultaine",
    "Palmitic Acid",
    "Sodium C14-16 Olefin Sulfonate",
    "Potassium Benzoate",
    "Salicylic Acid",
    "Butylene Glycol",
    "Sorbitol",
    "1,2-Hexanediol",
    "Sodium Chloride",
    "Centella Asiatica Extract",
    "Acrylates/C10-30 Alkyl Acrylate Crosspolymer",
    "Melaleuca Alternifolia Leaf Oil",
    "Cetearyl Alcohol",
    "Melaleuca Alternifolia Leaf Water",
    "Melia Azadirachta Leaf Extract",
    "Hydrogenated Polydecene",
    "Arachidic Acid",
    "Lauric Acid",
    "Sodium Citrate",
    "Melia Azadirachta Flower Extract",
    "Trisodium Ethylenediamine Disuccinate",
    "Oleic Acid",
    "Theobroma Cacao Seed Extract",
    "Dextrin",
    "Citric Acid",
    "Disodium EDTA",
    "Pentylene Glycol",
    "Caprylyl Glycol",
    "Chamaecyparis Obtusa Water",
    "Pinus Palustris Leaf Extract",
  ];

  function foamProfile(salicylicPercent: number | null) {
    return deriveProfile({
      productType: "water-based cleanser",
      form: "foam",
      ingredients: bhaFoam.map((name) => ({
        id: ingredientIdOf(name),
        inciName: name,
        statedPercent: name === "Salicylic Acid" ? salicylicPercent : null,
      })),
      flags: [],
      statedSkinTypes: [],
      statedAspects: [],
    });
  }

  it("names no breakouts for salicylic acid stated below the monograph's 0.5 %", () => {
    expect(foamProfile(0.45).aspects).not.toContain("acne");
    expect(foamProfile(null).aspects).toContain("acne");
    expect(foamProfile(0.5).aspects).toContain("acne");
  });
});

describe("deriveProfile: combination skin", () => {
  it("is named where both oily and dry skin are (Dr. Althea's Herb Therapy Velvet Mask, eleventh review)", () => {
    // Soko Glam 2020 tags it oily; glycerin 2nd speaks to dry and normal skin.
    const profile = profileOf("mask", "sheet", ["Water", "Glycerin", "Butylene Glycol", "Centella Asiatica Extract"], {
      skinTypes: ["oily"],
    });
    expect(profile.skinTypes).toEqual(["oily", "dry", "combination", "normal"]);
    const dryOnly = profileOf("mask", "sheet", ["Water", "Glycerin", "Butylene Glycol", "Centella Asiatica Extract"]);
    expect(dryOnly.skinTypes).not.toContain("combination");
  });
});

describe("deriveProfile: a name made for some skin types", () => {
  // Laneige's Water Bank Blue Hyaluronic Emulsion For Normal To Dry Skin: niacinamide 18th of 32
  // spoke to oily skin too, while the brand sells the same emulsion For Combination To Oily Skin.
  const emulsion = ["Water", "Glycerin", "Butylene Glycol", "Squalane", "Niacinamide", "Ceramide NP", "Panthenol"];

  it("keeps the list's skin types within those the name states (fourteenth review)", () => {
    expect(profileOf("moisturizer", "lotion", emulsion).skinTypes).toEqual(expect.arrayContaining(["oily", "dry"]));
    expect(profileOf("moisturizer", "lotion", emulsion, { nameSkinTypes: ["dry", "normal"] }).skinTypes.sort()).toEqual(
      ["dry", "normal"],
    );
  });

  it("leaves the list's types where the name states every skin type", () => {
    const all: SkinType[] = ["oily", "dry", "combination", "normal"];
    const unbound = profileOf("moisturizer", "lotion", emulsion).skinTypes;
    expect(profileOf("moisturizer", "lotion", emulsion, { nameSkinTypes: all }).skinTypes).toEqual(unbound);
  });
});
