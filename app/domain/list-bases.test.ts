import { describe, expect, it } from "vitest";
import {
  cleansesDeep,
  foamsByItself,
  hasCastGelBase,
  hasClayBase,
  hasPeelingGelBase,
  namesNoPreservative,
  hasCleansingAgent,
  hasLightTexture,
  hasMicellarCleansingBase,
  hasPeelOffFilm,
  isBarSoap,
  isRinseOffOilBase,
  opensWithMicellarBase,
  opensWithOilOrEster,
  opensWithPowderBase,
  seals,
} from "./list-bases";
import { listHeads } from "./list-bases.fixture";

describe("list bases", () => {
  it("reads a peel-off film only among the first three entries", () => {
    expect(hasPeelOffFilm(["WATER", "POLYVINYL ALCOHOL", "ALCOHOL DENAT."])).toBe(true);
    expect(hasPeelOffFilm(["WATER", "GLYCERIN", "GELATIN", "SODIUM POLYACRYLATE", "POLYVINYL ALCOHOL"])).toBe(false);
    // PVP alone is a film former of leave-on serums and creams too (Skin79's Syn Ake Lifting Ampoule).
    expect(hasPeelOffFilm(["WATER", "ALCOHOL DENAT.", "PVP", "GLYCERIN"])).toBe(false);
  });

  it("reads a clay base among the first five entries", () => {
    expect(hasClayBase(["WATER", "BUTYLENE GLYCOL", "KAOLIN"])).toBe(true);
    expect(hasClayBase(["WATER", "GLYCERIN", "BUTYLENE GLYCOL", "SQUALANE", "BETAINE", "KAOLIN"])).toBe(false);
  });

  it("reads a powder wash from a dry first entry, never from water or silica", () => {
    expect(opensWithPowderBase(["LACTOSE", "MANNITOL", "SODIUM COCOYL GLYCINATE"])).toBe(true);
    expect(opensWithPowderBase(["ZEA MAYS STARCH", "SODIUM COCOYL ISETHIONATE"])).toBe(true);
    expect(opensWithPowderBase(["WATER", "ZEA MAYS STARCH"])).toBe(false);
    expect(opensWithPowderBase(["SILICA", "ISOPROPYL PALMITATE", "OCTOCRYLENE"])).toBe(false);
  });

  it("knows a bubble foam that foams by itself by its name and the gas in its list", () => {
    expect(foamsByItself("Pore Cleaner Bubble Foam", listHeads.poreCleanerBubbleFoam)).toBe(true);
    expect(foamsByItself("Soda Pore Cleansing Bubble Foam", listHeads.sodaPoreBubbleFoam)).toBe(false);
    expect(foamsByItself("Canadian Clay Pore Cleanser", listHeads.canadianClayPoreCleanser)).toBe(false);
  });

  it("reads a face oil from oils or esters among the first three entries, not from water and humectants", () => {
    expect(opensWithOilOrEster(listHeads.multiActionHOil)).toBe(true);
    expect(opensWithOilOrEster(listHeads.dualLayerFaceOil)).toBe(true);
    expect(opensWithOilOrEster(listHeads.waterestLastingWaterOil)).toBe(false);
    expect(opensWithOilOrEster(listHeads.aquaGelOil)).toBe(false);
    expect(opensWithOilOrEster(["AQUA", "SODIUM HYALURONATE", "GLYCERIN"])).toBe(false);
  });

  it("knows a glycol's ester as an emollient, so a toner opening with one is not light, but not the pearly wax", () => {
    // d'Alba's White Truffle First Aromatic Toner.
    const truffleToner = ["Water", "Butylene Glycol", "Neopentyl Glycol Diheptanoate", "Glycerin", "Niacinamide"];
    expect(opensWithOilOrEster(truffleToner)).toBe(true);
    expect(hasLightTexture(truffleToner)).toBe(false);
    expect(opensWithOilOrEster(["Water", "Glycol Distearate", "Glycerin"])).toBe(false);
  });

  it("knows a bar soap by its name and a sodium soap in its first ten entries", () => {
    expect(isBarSoap("Herbal Soap", listHeads.herbalSoap)).toBe(true);
    expect(isBarSoap("AHA BHA PHA 30 Days Miracle Cleansing Bar", listHeads.miracleCleansingBar)).toBe(true);
    expect(isBarSoap("Green Barley Bubble Cleanser", listHeads.greenBarleyBubbleCleanser)).toBe(false);
    expect(isBarSoap("Green Barley Bubble Soap", listHeads.greenBarleyBubbleCleanser)).toBe(false);
  });

  it("reads a micellar base from a solubiliser among the first five entries", () => {
    expect(opensWithMicellarBase(listHeads.perfectWaterDeepCleanser)).toBe(true);
    expect(opensWithMicellarBase(listHeads.sodaPoreBubbleFoam)).toBe(false);
  });

  it("reads a cleansing water's base from a micellar surfactant among the first five, not from a toner's fragrance solubiliser", () => {
    // Dr. Jart+'s Dermaclear Micro Water, Juice to Cleanse's Calming Clean Water, Garnier-style amphoacetate.
    expect(
      hasMicellarCleansingBase(["WATER", "BUTYLENE GLYCOL", "DIPROPYLENE GLYCOL", "PEG-6 CAPRYLIC/CAPRIC GLYCERIDES"]),
    ).toBe(true);
    expect(hasMicellarCleansingBase(["WATER", "DIPROPYLENE GLYCOL", "1,2-HEXANEDIOL", "POLYGLYCERYL-10 LAURATE"])).toBe(
      true,
    );
    expect(hasMicellarCleansingBase(["WATER", "HEXYLENE GLYCOL", "GLYCERIN", "DISODIUM COCOAMPHODIACETATE"])).toBe(
      true,
    );
    expect(hasMicellarCleansingBase(["WATER", "GLYCERIN", "PEG-60 HYDROGENATED CASTOR OIL", "POLYSORBATE 20"])).toBe(
      false,
    );
    expect(hasMicellarCleansingBase(["WATER", "METHYL GLUCETH-20", "PPG-26-BUTETH-26", "BUTYLENE GLYCOL"])).toBe(false);
    expect(
      hasMicellarCleansingBase([
        "WATER",
        "GLYCERIN",
        "BUTYLENE GLYCOL",
        "NIACINAMIDE",
        "PANTHENOL",
        "POLYGLYCERYL-10 LAURATE",
      ]),
    ).toBe(false);
  });

  it("reads a deep clean only from a clay, a bubble mask's gas, charcoal, a detergent or a soap in the first ten entries", () => {
    // Sixth review: Amorepacific's tea gel masque was said to give "a weekly deep clean".
    expect(cleansesDeep("TIME RESPONSE Vintage Wash-off Masque", listHeads.vintageWashOffMasque)).toBe(false);
    expect(cleansesDeep("Back To Relax Soothing Gel Mask", listHeads.backToRelaxGelMask)).toBe(true);
    expect(cleansesDeep("Black Ghassoul Tightening Mask", listHeads.blackGhassoulMask)).toBe(true);
    expect(cleansesDeep("Hell-Pore Clean Up Mask", listHeads.hellPoreCleanUpMask)).toBe(true);
  });

  it("reads a sealing emollient from oils, esters, silicones, waxes and fatty alcohols, not from a gel of glycols", () => {
    expect(seals(listHeads.aquaBombCicaCream, 5)).toBe(true);
    expect(seals(listHeads.vintageWashOffMasque, 10)).toBe(false);
  });
});

describe("hasCleansingAgent", () => {
  it("finds a detergent, a soap, an oil base or a micellar base", () => {
    expect(hasCleansingAgent(["WATER", "GLYCERIN", "COCAMIDOPROPYL BETAINE"])).toBe(true);
    expect(hasCleansingAgent(["WATER", "POTASSIUM COCOATE", "GLYCERIN"])).toBe(true);
    expect(hasCleansingAgent(["ETHYLHEXYL PALMITATE", "SORBETH-30 TETRAOLEATE"])).toBe(true);
    expect(hasCleansingAgent(["WATER", "PEG-6 CAPRYLIC/CAPRIC GLYCERIDES", "GLYCERIN"])).toBe(true);
  });

  it("reads betaine alone as a humectant, so a ceramide toner holds none", () => {
    // products_kbeauty_skincareapi_2017.csv:1152, Dr. Jart+'s Ceramidin Liquid.
    const ceramidinLiquid = ["WATER", "GLYCERIN", "METHYLPROPANEDIOL", "ALCOHOL", "BETAINE", "GLYCOSYL TREHALOSE"];
    expect(hasCleansingAgent(ceramidinLiquid)).toBe(false);
  });
});

describe("isRinseOffOilBase", () => {
  // Tenth review: Soko Glam 2020's lists (products_kbeauty_sokoglam_2020.csv).
  it("reads a balm of oils with a rinse-off emulsifier as a cleansing base (Erborian's Milk & Peel Balm)", () => {
    const milkAndPeel = [
      "SUNFLOWER SEED OIL GLYCERIDES",
      "GLYCERIN",
      "ETHYLHEXYL STEARATE",
      "POLYSORBATE 80",
      "ORYZA SATIVA BRAN WAX",
    ];
    expect(isRinseOffOilBase(milkAndPeel)).toBe(true);
    expect(isRinseOffOilBase(["PARAFFINUM LIQUIDUM", "CETYL ETHYLHEXANOATE", "PEG-20 GLYCERYL TRIISOSTEARATE"])).toBe(
      true,
    );
  });

  it("leaves a leave-on balm, and a water-based one, alone", () => {
    const multiBalm = [
      "HELIANTHUS ANNUUS SEED OIL",
      "SYNTHETIC WAX",
      "BUTYROSPERMUM PARKII BUTTER",
      "OCTYLDODECANOL",
      "POLYETHYLENE",
    ];
    expect(isRinseOffOilBase(multiBalm)).toBe(false);
    expect(isRinseOffOilBase(["AQUA", "PROPANEDIOL", "SQUALANE", "POLYSORBATE 60", "GLYCERIN"])).toBe(false);
  });
});

describe("hasCastGelBase", () => {
  it("reads a hydrogel's carrageenan, potassium chloride and gum, not one of them alone", () => {
    // Abib's Collagen Gel Mask Sedum Jelly (Sociolla 2025).
    expect(hasCastGelBase(listHeads.sedumJelly)).toBe(true);
    expect(hasCastGelBase(["WATER", "GLYCERIN", "CARRAGEENAN", "XANTHAN GUM"])).toBe(false);
  });
});

describe("hasPeelingGelBase", () => {
  it("reads a quat and a carbomer gel at the top, without a fatty alcohol, as a peeling gel (Primera's Facial Mild Peeling)", () => {
    expect(hasPeelingGelBase(listHeads.facialMildPeeling)).toBe(true);
    // A conditioner's cream: the same quat in a fatty alcohol.
    expect(hasPeelingGelBase(["WATER", "CETYL ALCOHOL", "STEARTRIMONIUM METHOSULFATE", "CARBOMER"])).toBe(false);
    // A carbomer gel without a quat is a leave-on gel.
    expect(hasPeelingGelBase(["WATER", "GLYCERIN", "CARBOMER", "BUTYLENE GLYCOL"])).toBe(false);
  });
});

describe("namesNoPreservative", () => {
  it("reads a list made in water with no preservative as one that may have lost its end (the twenty-sixth review)", () => {
    // Etude House's Wonder Pore Deep Foaming Cleanser (skincareapi 2017) ends at "Arnica Montana Flower".
    const wonderPore = ["WATER", "GLYCERIN", "STEARIC ACID", "MYRISTIC ACID", "PEG-32", "ARNICA MONTANA FLOWER"];
    expect(namesNoPreservative(wonderPore)).toBe(true);
    expect(namesNoPreservative([...wonderPore, "PHENOXYETHANOL"])).toBe(false);
    // K-beauty lists keep with 1,2-hexanediol or ethylhexylglycerin in its place.
    expect(namesNoPreservative([...wonderPore, "1,2-HEXANEDIOL"])).toBe(false);
    // A cleansing oil with a little water near its end is not made in water.
    const oil = ["HELIANTHUS ANNUUS SEED OIL", "SORBETH-30 TETRAOLEATE", "TOCOPHEROL", "PARFUM", "SQUALANE", "WATER"];
    expect(namesNoPreservative(oil)).toBe(false);
  });
});
