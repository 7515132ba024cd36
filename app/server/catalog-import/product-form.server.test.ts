import { describe, expect, it } from "vitest";
import type { ProductType } from "~/domain/product-types";
import { listHeads } from "~/domain/list-bases.fixture";
import { deriveProductForm, sheetWhenCounted } from "./product-form.server";

describe("deriveProductForm", () => {
  it.each([
    ["Pure Pearlsation pH Balancing Quick Cleansing Pad", "water-based cleanser", "pad"],
    ["One Step Original Clear Pad", "toner", "pad"],
    // Thirteenth review: a tub of 30 gauze pads, not a peeling gel.
    ["Bio-Peel Gauze Peeling Wine", "exfoliant", "pad"],
    // Fourteenth review: a volcano pack and a peeling massage gel are rinsed off.
    ["Capsule recipe pack - Jeju volcano", "mask", "wash-off"],
    ["Pig Nose Clear Blackhead Peeling Massage Gel", "exfoliant", "wash-off"],
    ["Make Up Remover Cleansing Oil Sheet", "oil-based cleanser", "pad"],
    ["Midnight Blue Calming Sheet Mask", "mask", "sheet"],
    ["Snail Bee High Content Mask Pack (Box of 10)", "mask", "sheet"],
    ["Advanced Snail Hydrogel Eye Patch", "eye-cream", "sheet"],
    ["Super Volcanic Pore Clay Mask", "mask", "wash-off"],
    ["First Aid Transforming Peel Off Mask", "mask", "wash-off"],
    ["Black Sugar Mask Wash Off", "mask", "wash-off"],
    ["Ultimate Moisturizing Honey Overnight Mask", "mask", "sleeping"],
    ["Skin Pot Sleeping Pack", "mask", "sleeping"],
    ["Gentle Black Sugar Facial Polish", "exfoliant", "wash-off"],
    ["Apricot Blossom Peeling Gel", "exfoliant", "wash-off"],
    // Eighteenth review: a "Peel Gel" is a peeling gel, rubbed and rinsed off.
    ["Rub-A-Dub Refining Peel Gel", "exfoliant", "wash-off"],
    ["BHA Blackhead Power Liquid", "exfoliant", "liquid"],
    ["Licorice pH Balancing Essence Mist", "toner", "mist"],
    ["Aloe Soothing Sun Spray", "spf", "mist"],
    ["Matte Sun Stick", "spf", "stick"],
    ["Rice Enzyme Powder Wash", "water-based cleanser", "powder"],
    ["Clean It Zero Cleansing Balm Original", "oil-based cleanser", "balm"],
    ["Clean It Zero Classic", "oil-based cleanser", "balm"],
    ["Gentle Black Deep Cleansing Oil", "oil-based cleanser", "oil"],
    // Catalogue review of 2026-11-28: a two-phase remover, wiped on with a cotton pad.
    ["Radiance Me. Cleansing Water Oil", "oil-based cleanser", "liquid"],
    ["Time Response Skin Renewal Fluid", "moisturizer", "lotion"],
    ["Bouncy & Firm Eye Sleeping Mask", "eye-cream", "sleeping"],
    ["Pore Waterclay Mask", "mask", "wash-off"],
    ["Smoothie Peeling Jam", "exfoliant", "wash-off"],
    ["Gold Aesthe Facial Peeling", "exfoliant", "wash-off"],
    ["Rich Moist Oil to Foam Cleanser", "oil-based cleanser", "oil"],
    ["Cleansing Milk", "oil-based cleanser", "lotion"],
    ["Low pH Good Morning Gel Cleanser", "water-based cleanser", "gel"],
    ["Rice Real Cleansing Foam", "water-based cleanser", "foam"],
    ["Super Aqua Perfect Water Deep Cleanser", "water-based cleanser", "foam"],
    ["Tea Tree Cleansing Water", "water-based cleanser", "liquid"],
    ["Ceramoist botanical micellar water", "water-based cleanser", "liquid"],
    ["Supple Preparation Facial Toner", "toner", "liquid"],
    ["Dual Moist Toning Lotion", "toner", "liquid"],
    ["Oil Control Toner", "toner", "liquid"],
    ["Advanced Snail 96 Mucin Power Essence", "essence", "liquid"],
    ["RetinAL Serum 0.15% with Samphira Oil", "treatment", "liquid"],
    ["Fundamental Watery Oil Drop", "treatment", "liquid"],
    // Sixth review: a waxy spot ointment is a balm, not a liquid.
    ["Super Aqua Anti-Trouble Formula Spot Ointment", "treatment", "balm"],
    ["Rosehip Face Oil", "moisturizer", "oil"],
    ["Midnight Blue Calming Cream", "moisturizer", "cream"],
    ["Aloe Vera 92% Soothing Gel", "moisturizer", "gel"],
    ["SoonJung 10 Free Moist Emulsion", "moisturizer", "lotion"],
    ["The True Cream Aqua Bomb", "moisturizer", "cream"],
    ["Fundamental Eye Awakening Gel", "eye-cream", "gel"],
    ["Time Revolution Immortal Youth Eye Cream", "eye-cream", "cream"],
    ["Day Dew Sunscreen Lightweight SPF 50", "spf", "cream"],
    ["Aqua Sun Gel SPF50+", "spf", "gel"],
    ["Sun Project Light Sun Essence", "spf", "liquid"],
    ["UV Aqua Rich Watery Essence", "spf", "liquid"],
    ["Airy Sun Fluid", "spf", "lotion"],
    // Twenty-sixth review: a cleansing lotion of the "Skin & Good" line is an emulsion, not a toner.
    ["Skin & Good Cera Steam Cleansing Lotion", "oil-based cleanser", "lotion"],
  ] as const)("%s (%s) is a %s", (name, type, form) => {
    expect(deriveProductForm(name, type as ProductType, [])).toBe(form);
  });

  it("takes the label when the name has no format or texture word", () => {
    expect(deriveProductForm("Clean It Zero Original", "oil-based cleanser", ["Cleansing Balms"])).toBe("balm");
    expect(deriveProductForm("N.M.F Aquaring Ampoule", "mask", ["Sheet Mask", "Face Mask"])).toBe("sheet");
    expect(deriveProductForm("Super Volcanic Pore", "mask", ["Wash off Mask", "Face Mask"])).toBe("wash-off");
    expect(deriveProductForm("Cica Sleeping", "mask", ["Sleeping Mask"])).toBe("sleeping");
    // Twelfth review: a charcoal sheet mask whose essence holds charcoal powder 22nd is no wash-off
    // mask; nothing in the data says it is a sheet.
    const whpEssence = ["WATER", "GLYCERIN", "BUTYLENE GLYCOL", "NIACINAMIDE", "PROPANEDIOL", "CARBOMER"];
    expect(deriveProductForm("W.H.P White Hydrating Charcoal Mineral Mask", "mask", [], whpEssence)).toBe("unstated");
    expect(deriveProductForm("W.H.P White Hydrating Charcoal Mineral Mask", "mask", [])).toBe("wash-off");
    expect(deriveProductForm("Charcoal Mask", "mask", [], ["WATER", "KAOLIN", "CHARCOAL POWDER"])).toBe("wash-off");
    // Twelfth review: a moisturiser on Sociolla's "Face Mist" shelf is a cream, not a spray.
    expect(
      deriveProductForm("Vegan Green Mild All In One Moisturizer", "moisturizer", ["Face Mist", "Moisturizer"]),
    ).toBe("cream");
    // Eleventh review: Heimish's tub, sold as a "Mask Pack" and shelved by Sociolla as a wash-off mask.
    expect(deriveProductForm("Black Tea Mask Pack", "mask", ["Wash off Mask", "Face Mask"])).toBe("wash-off");
    expect(deriveProductForm("Black Tea Mask Pack", "mask", ["Face Mask"])).toBe("sheet");
    // Tenth review: "Bubble Free" says Acwell's gel cleanser does not foam.
    expect(deriveProductForm("Bubble Free pH Balancing Cleanser", "water-based cleanser", ["Cleansing Gel"])).toBe(
      "gel",
    );
    // Catalogue review of 2026-11-28: Banobagi's jelly masks are sheets on Sociolla's "Sheet Mask" shelf.
    expect(deriveProductForm("Vita Genic Jelly Mask Relaxing", "mask", ["Sheet Mask", "Face Mask"])).toBe("sheet");
    expect(deriveProductForm("Overnight Vitalizing Mask", "mask", ["Sheet Mask"])).toBe("sleeping");
    // Tenth review: Skinsort shelves Dr. Jart+'s sleeping mask, named with its coined "Sleepair", as a "Wet Mask".
    expect(deriveProductForm("Cicapair Tiger Grass Sleepair Intensive Mask", "mask", ["Wet Mask"])).toBe("sleeping");
    expect(deriveProductForm("The Real Noni Refresh Clay Mask", "mask", ["Sheet Mask"])).toBe("wash-off");
  });

  it("falls back to what the type usually is", () => {
    expect(deriveProductForm("Real Big Yogurt", "essence", [])).toBe("liquid");
    expect(deriveProductForm("Low-pH Good Morning Cleanser", "water-based cleanser", [])).toBe("foam");
    expect(deriveProductForm("Aqua Bomb", "moisturizer", [])).toBe("cream");
  });

  it("takes the name's last texture word the type comes in (twenty-second review: Abib's Hydration Gel Water Tube)", () => {
    expect(deriveProductForm("Hydration Gel Water Tube", "moisturizer", ["Moisturizer"])).toBe("gel");
    expect(deriveProductForm("Water Bank Blue Hyaluronic Cream", "moisturizer", [])).toBe("cream");
  });
});

describe("a product line named after an ingredient", () => {
  it("does not make a foam or a cream a powder", () => {
    expect(deriveProductForm("B.B Deep Cleansing Foam - Baking Powder", "water-based cleanser", ["Face Wash"])).toBe(
      "foam",
    );
    expect(deriveProductForm("Baking Powder Pore Cleansing Cream", "oil-based cleanser", [])).toBe("cream");
  });

  it("does not make a list that opens with alcohol or water a powder (eighteenth review)", () => {
    const pinkPowder = ["SD Alcohol 40-B", "Calamine", "Glycerin", "Propolis Extract", "Zinc Oxide"];
    expect(deriveProductForm("Don't Worry Bee Care Pink Powder", "treatment", [], pinkPowder)).toBe("liquid");
    expect(deriveProductForm("Rice Enzyme Powder Wash", "water-based cleanser", [], ["Rice Starch", "Papain"])).toBe(
      "powder",
    );
  });
});

describe("a form from the list where name and label say nothing", () => {
  it("makes a mask whose list opens with a peel-off film or a clay a wash-off mask, not a sheet", () => {
    expect(deriveProductForm("Secret Recipe Peeling Apple Mask", "mask", [], listHeads.peelingAppleMask)).toBe(
      "wash-off",
    );
    expect(deriveProductForm("Hell Pore Clean Up Mask", "mask", [], listHeads.hellPoreCleanUpMask)).toBe("wash-off");
    expect(deriveProductForm("Black Ghassoul Tightening Mask", "mask", [], listHeads.blackGhassoulMask)).toBe(
      "wash-off",
    );
    expect(deriveProductForm("Strawberry Toxifying Mask", "mask", [], listHeads.strawberryToxifyingMask)).toBe(
      "wash-off",
    );
    expect(
      deriveProductForm("Super Aqua Double Enzyme Oxygen Mask", "mask", [], listHeads.doubleEnzymeOxygenMask),
    ).toBe("wash-off");
  });

  it("does not read polyvinyl alcohol below the first three as a peel-off film, and lets the name's format win", () => {
    expect(deriveProductForm("Near SKIN Firming Peptide V Shaping Mask", "mask", [], listHeads.vShapingMask)).toBe(
      "unstated",
    );
    expect(
      deriveProductForm(
        "Madagascar Centella Poremizing Quick Clay Stick Mask",
        "mask",
        [],
        listHeads.quickClayStickMask,
      ),
    ).toBe("stick");
  });

  it("makes a cleanser or exfoliant whose list opens with a dry base a powder wash", () => {
    expect(deriveProductForm("Treatment Enzyme Peel", "exfoliant", ["Cleanser"], listHeads.treatmentEnzymePeel)).toBe(
      "powder",
    );
    expect(deriveProductForm("Low-pH Good Morning Cleanser", "water-based cleanser", [], listHeads.lowPhCleanser)).toBe(
      "foam",
    );
  });
});

describe("a mask's form from evidence, not from a texture word", () => {
  it("never reads a cream, gel or jelly mask as a wash-off one by name", () => {
    // Fifth review: Too Cool For School's Egg Cream Masks are sheets soaked in a cream essence,
    // which nothing in the data says: a texture word is not a format.
    expect(deriveProductForm("Egg Cream Mask Hydration", "mask", ["Face Mask"])).toBe("unstated");
    expect(deriveProductForm("Green Tea Hydro Gel Mask", "mask", [])).toBe("sheet");
    expect(deriveProductForm("Canola honey hydro gel mask", "mask", [])).toBe("sheet");
    // A pack, a capsule or a jelly is a jar or tube mask: rinsed or left on, nothing says which.
    expect(deriveProductForm("Capsule recipe pack - Green tea", "mask", [])).toBe("cream");
    expect(deriveProductForm("Pig Collagen Jelly Pack", "mask", [])).toBe("gel");
    expect(deriveProductForm("Mask Pack: Milk Deep", "mask", [])).toBe("sheet");
  });

  it("reads a mask whose list has no watery essence as a jar or tube cream, not a sheet (twenty-fourth review)", () => {
    // innisfree's Canola honey mask: glycerin, glycols and canola oil, no water anywhere.
    const canolaHoneyMask = ["GLYCERIN", "BUTYLENE GLYCOL", "GLYCERETH-26", "BRASSICA CAMPESTRIS SEED OIL", "SQUALANE"];
    expect(deriveProductForm("Canola honey mask", "mask", [], canolaHoneyMask)).toBe("cream");
    expect(deriveProductForm("Canola honey mask", "mask", [], ["WATER", ...canolaHoneyMask])).toBe("unstated");
    // Whamisa's water-free sheet opens with its extracts, made in water.
    expect(deriveProductForm("Organic Flowers Sheet Mask", "mask", [], ["ALOE BARBADENSIS LEAF EXTRACT"])).toBe(
      "sheet",
    );
    expect(deriveProductForm("Flowers Mask", "mask", [], ["ALOE BARBADENSIS LEAF EXTRACT", "GLYCERIN"])).toBe(
      "unstated",
    );
  });

  it("leaves a mask's format unstated where name, shelf, list and size say nothing (twenty-second and twenty-fourth reviews)", () => {
    // Erborian's Bamboo Waterlock Mask is a tube gel; belif's True Tincture Mask a sheet; Tony
    // Moly's I'm Real Rice Mask a sheet. None of the sources says so.
    const bambooWaterlock = ["WATER", "GLYCERIN", "DIPROPYLENE GLYCOL", "BUTYLENE GLYCOL", "ALCOHOL", "PROPANEDIOL"];
    expect(deriveProductForm("Bamboo Waterlock Mask", "mask", ["Face Mask"], bambooWaterlock)).toBe("unstated");
    const trueTincture = ["WATER", "GLYCERIN", "CHAMOMILLA RECUTITA FLOWER EXTRACT", "DIPROPYLENE GLYCOL"];
    expect(deriveProductForm("The True Tincture Mask - Chamomile", "mask", ["Face Mask"], trueTincture)).toBe(
      "unstated",
    );
    expect(deriveProductForm("I'm Real Rice Mask", "mask", [])).toBe("unstated");
  });

  it("reads a hydrogel's cast gel base as a sheet (Abib's Collagen Gel Mask Sedum Jelly)", () => {
    const { sedumJelly } = listHeads;
    expect(deriveProductForm("Collagen Mask Sedum", "mask", [], sedumJelly)).toBe("sheet");
    expect(deriveProductForm("Collagen Mask Sedum", "mask", [], sedumJelly.slice(0, 4))).toBe("unstated");
  });

  it("reads an exfoliant on a peeling gel's base as rubbed and rinsed off, whatever its label (the twenty-sixth review)", () => {
    const { facialMildPeeling } = listHeads;
    expect(deriveProductForm("facial mild peeling", "exfoliant", ["Exfoliator"], facialMildPeeling)).toBe("wash-off");
    expect(deriveProductForm("facial mild peeling", "exfoliant", ["Exfoliator"])).toBe("liquid");
  });

  it("makes an unstated mask a sheet when a shop prints it in pieces (Sociolla's New Ceramidin Facial Mask (1 Sheet))", () => {
    const printed = (pieces: number | null, ml: number | null) => ({
      quantity: ml === null ? null : { amount: ml, unit: "ml" as const },
      packOf: null,
      pieces,
      partial: false,
    });
    expect(sheetWhenCounted("unstated", [null, printed(1, null)])).toBe("sheet");
    expect(sheetWhenCounted("unstated", [undefined, printed(null, 25)])).toBe("unstated");
    expect(sheetWhenCounted("cream", [printed(5, null)])).toBe("cream");
  });

  it("still reads a name that says how the mask comes off", () => {
    expect(deriveProductForm("Anti-Dust Cleansing Pack", "mask", [])).toBe("wash-off");
    expect(deriveProductForm("Tomatox Magic White Massage Pack", "mask", [])).toBe("wash-off");
    expect(deriveProductForm("Anti-Wrinkle Sleep Cream Pack", "mask", [])).toBe("sleeping");
    expect(deriveProductForm("Capsule recipe pack - Jeju volcano", "mask", ["Wash Off Mask"])).toBe("wash-off");
  });
});

describe("an oil form", () => {
  it("needs oils or esters at the top of the list", () => {
    expect(deriveProductForm("Waterest Lasting Water Oil", "essence", [], listHeads.waterestLastingWaterOil)).toBe(
      "liquid",
    );
    expect(deriveProductForm("Aqua Gel Oil", "moisturizer", [], listHeads.aquaGelOil)).toBe("gel");
    expect(deriveProductForm("Multi-Action H Oil", "moisturizer", [], listHeads.multiActionHOil)).toBe("oil");
    expect(deriveProductForm("Water Bank Dual Layer Face Oil", "moisturizer", [], listHeads.dualLayerFaceOil)).toBe(
      "oil",
    );
  });
});

describe("a cleanser named after water", () => {
  it("is a cleansing water when its list opens with a micellar solubiliser", () => {
    expect(
      deriveProductForm(
        "Super Aqua Perfect Water Deep Cleanser",
        "water-based cleanser",
        [],
        listHeads.perfectWaterDeepCleanser,
      ),
    ).toBe("liquid");
    expect(deriveProductForm("Low-pH Good Morning Cleanser", "water-based cleanser", [], listHeads.lowPhCleanser)).toBe(
      "foam",
    );
  });

  it('is a foam when a "Water Cleanser" is built on soap (Laneige\'s Homme Active Water Cleanser, fifteenth review)', () => {
    const homme = [
      "WATER",
      "GLYCERIN",
      "STEARIC ACID",
      "MYRISTIC ACID",
      "BUTYLENE GLYCOL",
      "PEG-32",
      "POTASSIUM HYDROXIDE",
      "LAURIC ACID",
      "LAURYL GLUCOSIDE",
    ];
    expect(deriveProductForm("Homme Active Water Cleanser", "water-based cleanser", [], homme)).toBe("foam");
    expect(deriveProductForm("Homme Active Water Cleanser", "water-based cleanser", [], [])).toBe("liquid");
  });

  it("reads the solubiliser down to the fifth entry, where a cleansing water holds it", () => {
    // products_kbeauty_skincareapi_2017.csv:52, belif's Cleansing Herb Water: PEG-6 caprylic/capric glycerides 5th.
    const herbWater = [
      "WATER",
      "DIPROPYLENE GLYCOL",
      "EUCALYPTUS GLOBULUS LEAF EXTRACT",
      "OLIVE OIL PEG-7 ESTERS",
      "PEG-6 CAPRYLIC/CAPRIC GLYCERIDES",
    ];
    expect(deriveProductForm("Cleansing Herb Water", "water-based cleanser", [], herbWater)).toBe("liquid");
  });

  it('reads a "Gel to Water" cleanser as the gel in its pack, not a water for a cotton pad', () => {
    // products_kbeauty_sokoglam_2022.csv:78; Sociolla calls Lagom's twin "bertekstur gel".
    const gelToWater = [
      "WATER",
      "GLYCERIN",
      "POLYGLYCERYL-4 CAPRATE",
      "DIPROPYLENE GLYCOL",
      "POLYGLYCERYL-6 CAPRYLATE",
    ];
    const labels = ["Water Cleansers", "Double-Cleanse"];
    expect(
      deriveProductForm("Moisture Boost Gel To Water Morning Cleanser", "water-based cleanser", labels, gelToWater),
    ).toBe("gel");
  });
});
