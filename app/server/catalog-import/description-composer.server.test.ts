import { describe, expect, it } from "vitest";
import { checkClaims, recommendsForDryOrSensitiveSkin, suggestsDaytimeUse } from "~/domain/claim-check";
import { ingredientFlags } from "~/domain/ingredient-flags";
import { listHeads } from "~/domain/list-bases.fixture";
import { realLists } from "~/domain/text-rule-lists.fixture";
import { type ProductForm, productForms } from "~/domain/product-forms";
import { productTypes } from "~/domain/product-types";
import { type ProductFacts, composeTexts, featuredActives } from "./description-composer.server";

/** A list entry from its INCI name, the way the import gives it (id slug, display name). */
function listed(inciName: string) {
  const name = inciName.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
  return { id: inciName.toLowerCase().replace(/[^a-z0-9]+/g, "-"), name, inciName };
}

const filler = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `FILLER INGREDIENT ${from + index}`);

/** The facts of a product, with the flags its list raises as the import computes them. */
function facts(inciNames: readonly string[], extra: Partial<ProductFacts> = {}): ProductFacts {
  const base = {
    id: "testbrand-daily-care",
    brand: "Testbrand",
    name: "Daily Care",
    productType: "essence" as const,
    form: "liquid" as const,
    ingredients: inciNames.map(listed),
    skinTypes: ["dry", "normal"] as const,
    aspects: ["dryness"] as const,
    ...extra,
  };
  const flags = ingredientFlags(
    inciNames.map((inciName, index) => ({ position: index + 1, inciName })),
    base.productType,
    base.form,
  ).flags.map((raised) => raised.flag);
  return { ...base, flags };
}

function checked(product: ProductFacts) {
  const texts = composeTexts(product);
  const violations = checkClaims({
    name: product.name,
    brand: product.brand,
    productType: product.productType,
    form: product.form,
    ingredients: product.ingredients.map((ingredient, index) => ({
      position: index + 1,
      inciName: ingredient.inciName,
    })),
    keyIngredients: texts.keyIngredients,
    skinTypes: product.skinTypes,
    texts,
  });
  return { texts, violations };
}

const snailEssence = [
  "SNAIL SECRETION FILTRATE",
  "BETAINE",
  "BUTYLENE GLYCOL",
  "1,2-HEXANEDIOL",
  "SODIUM HYALURONATE",
  ...filler(10),
];

describe("composeTexts: facts only", () => {
  it("names the brand and the featured actives with what they do, in both languages", () => {
    const { texts, violations } = checked(
      facts(snailEssence, { brand: "COSRX", name: "Advanced Snail 96 Mucin Power Essence" }),
    );
    expect(violations).toEqual([]);
    expect(texts.descriptionEn).toContain("COSRX");
    expect(texts.descriptionEn).toContain("snail mucin");
    expect(texts.descriptionEn).toContain("hyaluronic acid");
    expect(texts.descriptionId).toContain("lendir siput");
    expect(texts.descriptionId).toContain("asam hialuronat");
    expect(texts.keyIngredients).toEqual(["SNAIL SECRETION FILTRATE", "SODIUM HYALURONATE"]);
  });

  it("names retinyl palmitate as itself, never as retinol", () => {
    const { texts, violations } = checked(facts(["WATER", "GLYCERIN", "RETINYL PALMITATE", ...filler(10)]));
    expect(violations).toEqual([]);
    expect(texts.descriptionEn).toContain("retinyl palmitate");
    expect(texts.descriptionEn).not.toMatch(/\bretinol\b/i);
  });

  it("never calls willow bark salicylic acid", () => {
    const { texts, violations } = checked(
      facts(["WATER", "SALIX ALBA BARK EXTRACT", "BUTYLENE GLYCOL", ...filler(12)], { productType: "toner" }),
    );
    expect(violations).toEqual([]);
    expect(`${texts.descriptionEn} ${texts.usageEn}`).not.toMatch(/salicylic|BHA/i);
  });

  it("features an active only at or above its key position", () => {
    const trace = facts(["WATER", "BUTYLENE GLYCOL", ...filler(20), "NIACINAMIDE", "ADENOSINE", ...filler(3, 21)]);
    const { texts, violations } = checked(trace);
    expect(violations).toEqual([]);
    expect(texts.descriptionEn).not.toContain("niacinamide");
    expect(texts.descriptionEn).toContain("adenosine");
    expect(featuredActives(trace).map((featured) => featured.active.key)).toEqual(["adenosine"]);
  });

  it("features an active only where its concern would count (Holika Holika's Pore Sea Stem Finish Serum)", () => {
    // Allantoin 19th: within the claim rules' 20, but below the 15 where it names redness.
    const serum = facts(
      [
        "WATER",
        "SEA WATER",
        "HYDROLYZED CORAL",
        "ALCOHOL",
        "HYDROGENATED LECITHIN",
        "SUCROSE DISTEARATE",
        "PEG-2M",
        "GLYCERIN",
        "HYDROGENATED POLYISOBUTENE",
        "DIMETHICONE",
        "DIMETHICONE/VINYL DIMETHICONE CROSSPOLYMER",
        "PEG-20 SORBITAN COCOATE",
        "POLYMETHYL METHACRYLATE",
        "POLYACRYLATE-13",
        "POLYISOBUTENE",
        "POLYSORBATE 20",
        "AMMONIUM ACRYLOYLDIMETHYLTAURATE/VP COPOLYMER",
        "METHYL GLUCETH-20",
        "ALLANTOIN",
        "DISODIUM EDTA",
        "HYDROLYZED COLLAGEN",
        "SILICA",
        "ASTAXANTHIN",
        "CAPRYLIC/CAPRIC TRIGLYCERIDE",
        "TEA-COCOYL GLUTAMATE",
        "FRAGRANCE",
        "CAPRYLYL GLYCOL",
        "CAPRYLHYDROXAMIC ACID",
        "PHENOXYETHANOL",
      ],
      { brand: "Holika Holika", name: "Pore Sea Stem Finish Serum", productType: "treatment" },
    );
    expect(featuredActives(serum).map((featured) => featured.active.key)).not.toContain("allantoin");
    expect(checked(serum).texts.descriptionEn).not.toMatch(/allantoin/i);
  });

  it("names the tea as the product or its list does: black, green, or just tea", () => {
    const tea = ["WATER", "CAMELLIA SINENSIS LEAF EXTRACT", "BUTYLENE GLYCOL", ...filler(12)];
    const named = (product: ProductFacts) => featuredActives(product).map(({ active }) => [active.en, active.id]);
    // Catalogue review, third pass: Pyunkang Yul's black tea line was said to hold green tea.
    const blackTea = facts(tea, { name: "Black Tea Deep Infusion Toner", productType: "toner" });
    expect(named(blackTea)).toEqual([["black tea", "teh hitam"]]);
    expect(checked(blackTea).violations).toEqual([]);
    expect(checked(blackTea).texts.descriptionEn).not.toContain("green tea");
    expect(named(facts(tea, { name: "Green Tea Seed Serum" }))).toEqual([["green tea", "teh hijau"]]);
    const greenInList = facts(tea);
    greenInList.ingredients = greenInList.ingredients.map((ingredient) =>
      ingredient.inciName === "CAMELLIA SINENSIS LEAF EXTRACT"
        ? { ...ingredient, listed: "Camellia Sinensis (Green Tea) Leaf Extract" }
        : ingredient,
    );
    expect(named(greenInList)).toEqual([["green tea", "teh hijau"]]);
    // The INCI name alone cannot tell which tea it is.
    const plainTea = facts(tea);
    expect(named(plainTea)).toEqual([["tea extract", "ekstrak teh"]]);
    expect(checked(plainTea).violations).toEqual([]);
  });

  it("describes a formula without actives by its own list, never by glycerin it lacks", () => {
    const plain = checked(facts(["WATER", "BUTYLENE GLYCOL", "DIPROPYLENE GLYCOL", ...filler(15)]));
    expect(plain.violations).toEqual([]);
    expect(plain.texts.descriptionEn).not.toMatch(/glycerin/i);
    expect(plain.texts.descriptionEn).toMatch(/water, butylene glycol and dipropylene glycol/);
    expect(plain.texts.descriptionId).toMatch(
      /air, butylene glycol, dan dipropylene glycol|air, butylene glycol dan dipropylene glycol/,
    );

    const extractBase = checked(facts(["ROSA DAMASCENA FLOWER WATER", "GLYCERIN", ...filler(15)]));
    expect(extractBase.texts.descriptionEn).toContain("Rosa Damascena Flower Water");
    expect(extractBase.violations).toEqual([]);

    const short = checked(facts(["WATER", "GLYCERIN", "BETAINE", "XANTHAN GUM", "ETHYLHEXYLGLYCERIN"]));
    expect(short.texts.descriptionEn).toMatch(/\b5 ingredients/);
    expect(short.violations).toEqual([]);
  });
});

describe("composeTexts: sunscreens", () => {
  const sunscreen = (list: readonly string[]) =>
    checked(facts(list, { productType: "spf", form: "cream", name: "Daily Sun Cream SPF50+", aspects: ["wrinkles"] }));

  it("calls chemical filters chemical, never mineral", () => {
    const { texts, violations } = sunscreen([
      "WATER",
      "ETHYLHEXYL METHOXYCINNAMATE",
      "DIETHYLAMINO HYDROXYBENZOYL HEXYL BENZOATE",
      "ETHYLHEXYL TRIAZONE",
      ...filler(12),
    ]);
    expect(violations).toEqual([]);
    expect(texts.descriptionEn).toMatch(/chemical/);
    expect(texts.descriptionEn).not.toMatch(/mineral/);
    expect(texts.descriptionId).toMatch(/kimia/);
    expect(texts.descriptionEn).toContain("ethylhexyl methoxycinnamate");
  });

  it("calls zinc oxide and titanium dioxide mineral, and both kinds hybrid", () => {
    const mineral = sunscreen(["WATER", "ZINC OXIDE", "TITANIUM DIOXIDE", ...filler(12)]);
    expect(mineral.violations).toEqual([]);
    expect(mineral.texts.descriptionEn).toMatch(/mineral/);
    expect(mineral.texts.descriptionEn).toContain("zinc oxide and titanium dioxide");
    const hybrid = sunscreen(["WATER", "ZINC OXIDE", "OCTOCRYLENE", ...filler(12)]);
    expect(hybrid.violations).toEqual([]);
    expect(hybrid.texts.descriptionEn).toMatch(/mineral and chemical/);
    expect(hybrid.texts.descriptionId).toMatch(/mineral dan kimia/);
  });

  it("tells to apply last in the morning and reapply", () => {
    const { texts } = sunscreen(["WATER", "ZINC OXIDE", ...filler(12)]);
    expect(texts.usageEn).toMatch(/reapply|top it up/i);
    expect(texts.usageId).toMatch(/ulangi/i);
  });

  it("names no filter class outside sunscreens", () => {
    const { texts, violations } = checked(
      facts(["WATER", "TITANIUM DIOXIDE", "GLYCERIN", ...filler(12)], { productType: "moisturizer", form: "cream" }),
    );
    expect(violations).toEqual([]);
    expect(texts.descriptionEn).not.toMatch(/mineral|UV/);
  });
});

describe("composeTexts: how to use, per form", () => {
  const ids = ["a", "b", "c", "d", "e", "f", "g", "h"];
  /** The usage texts of eight products of one type and form, so every shape is seen. */
  const usage = (productType: ProductFacts["productType"], form: ProductForm, name = "Daily Care") =>
    ids.map((id) => composeTexts(facts(snailEssence, { id, productType, form, name })).usageEn);

  it.each([
    ["water-based cleanser", "pad", /pad/],
    ["toner", "pad", /pad/],
    ["exfoliant", "pad", /pad/],
    ["mask", "sheet", /15 to 20 minutes/],
    ["mask", "sleeping", /overnight|sleep/i],
    ["mask", "wash-off", /10 to 15 minutes/],
    ["toner", "mist", /mist|spray/i],
    ["oil-based cleanser", "balm", /dry/],
    ["oil-based cleanser", "oil", /dry/],
    ["water-based cleanser", "foam", /lather|foam/i],
    ["water-based cleanser", "powder", /powder/],
    ["spf", "stick", /stick|swipe/i],
    ["eye-cream", "sheet", /patch/],
    ["moisturizer", "oil", /drop/],
    ["treatment", "powder", /toner or essence/],
    ["eye-cream", "sleeping", /overnight/],
  ] as const)("%s as %s", (productType, form, pattern) => {
    for (const text of usage(productType, form)) expect(text).toMatch(pattern);
  });

  it("has balm and oil cleansers used on dry skin, then a second cleanse", () => {
    for (const form of ["balm", "oil"] as const) {
      for (const text of usage("oil-based cleanser", form)) {
        expect(text).toMatch(/dry/);
        expect(text).toMatch(/water-based cleanser|foam or gel cleanser|double cleanse/);
      }
    }
  });

  it("peels off a peel-off mask", () => {
    for (const text of usage("mask", "wash-off", "Transforming Peel Off Mask")) expect(text).toMatch(/peel off/);
  });

  it("peels off a mask whose list opens with a peel-off film, and never says it is rinsed away (Missha's Peeling Apple Mask, Aprilskin's Calendula Peel Off Mask)", () => {
    for (const name of ["Secret Recipe Peeling Apple Mask", "Calendula Peel Off Mask"]) {
      for (const id of ids) {
        const texts = composeTexts(
          facts([...listHeads.peelingAppleMask, ...filler(8)], { id, productType: "mask", form: "wash-off", name }),
        );
        expect(texts.usageEn).toMatch(/peel off/);
        expect(texts.usageId).toMatch(/kelupas/);
        expect(texts.descriptionEn).toMatch(/peel-off mask/);
        expect(texts.usageEn).not.toMatch(/sheet/);
        expect(texts.descriptionEn).not.toMatch(/rinse/);
        expect(texts.descriptionId).not.toMatch(/dibilas/);
      }
    }
  });

  it("lathers an enzyme powder with water, in both languages (Amorepacific's Treatment Enzyme Peel)", () => {
    for (const id of ids) {
      const texts = composeTexts(
        facts([...listHeads.treatmentEnzymePeel, ...filler(8)], {
          id,
          productType: "exfoliant",
          form: "powder",
          name: "Treatment Enzyme Peel",
        }),
      );
      expect(texts.usageEn).toMatch(/powder/);
      expect(texts.usageId).toMatch(/bubuk/);
      expect(texts.usageEn).toMatch(/few times a week/);
      expect(texts.descriptionEn).toMatch(/enzyme powder/);
    }
  });

  it("lets a bubble foam whose gas makes the bubbles foam by itself, and still lathers other bubble foams", () => {
    for (const id of ids) {
      const gas = composeTexts(
        facts([...listHeads.poreCleanerBubbleFoam, ...filler(6)], {
          id,
          productType: "water-based cleanser",
          form: "foam",
          name: "Pore Cleaner Bubble Foam",
        }),
      );
      expect(gas.usageEn).toMatch(/by itself|on its own/);
      expect(gas.usageId).toMatch(/sendiri/);
      expect(gas.usageEn).not.toMatch(/lather|whip/i);
      const surfactant = composeTexts(
        facts([...listHeads.sodaPoreBubbleFoam, ...filler(6)], {
          id,
          productType: "water-based cleanser",
          form: "foam",
          name: "Soda Pore Cleansing Bubble Foam",
        }),
      );
      expect(surfactant.usageEn).toMatch(/lather|foam/i);
      expect(surfactant.usageEn).not.toMatch(/by itself|on its own/);
    }
  });

  it("has a bubble mask's foam massaged in and rinsed off, a sheet too (Mediheal's Mogongtox Soda Bubble Sheet)", () => {
    for (const id of ids) {
      for (const form of ["sheet", "wash-off"] as const) {
        const texts = composeTexts(
          facts([...listHeads.sodaBubbleSheet, ...filler(6)], {
            id,
            productType: "mask",
            form,
            name: "Mogongtox Soda Bubble Sheet",
          }),
        );
        expect(texts.usageEn).toMatch(/bubble/);
        expect(texts.usageEn).toMatch(/rinse/);
        expect(texts.usageId).toMatch(/bilas/);
        expect(texts.usageEn).not.toMatch(/no need to rinse|pat in the rest|remaining serum/);
      }
    }
  });

  it("adds evening and sunscreen advice for retinoids, sunscreen advice for acids", () => {
    const retinol = composeTexts(facts(["WATER", "RETINOL", ...filler(12)], { productType: "treatment" }));
    expect(retinol.usageEn).toMatch(/evening/);
    expect(retinol.usageEn).toMatch(/sunscreen/);
    expect(retinol.usageId).toMatch(/malam/);
    const acid = composeTexts(facts(["WATER", "GLYCOLIC ACID", ...filler(12)], { productType: "exfoliant" }));
    expect(acid.usageEn).toContain("glycolic acid");
    expect(acid.usageEn).toMatch(/sunscreen/);
    const trace = composeTexts(
      facts(["WATER", ...filler(25), "GLYCOLIC ACID"], { productType: "moisturizer", form: "cream" }),
    );
    // A trace acid is not featured, but it raises the flag, whose text says "use sunscreen": so does the how-to-use.
    expect(trace.descriptionEn.toLowerCase()).not.toContain("glycolic");
    expect(trace.usageEn).toMatch(/lists glycolic acid[^.]*sunscreen/);
  });
});

describe("composeTexts: texts that obey the flags", () => {
  const ids = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"];

  it("never recommends an alcohol toner for dry skin, dryness or every skin type", () => {
    for (const id of ids) {
      const { texts, violations } = checked(
        facts(realLists.alcoholToner, {
          id,
          productType: "toner",
          skinTypes: ["oily", "dry", "combination", "normal"],
          aspects: ["dryness", "pores"],
        }),
      );
      expect(violations, id).toEqual([]);
      expect(texts.descriptionEn, id).not.toMatch(/\bdry|every skin|all skin|any skin/i);
      expect(texts.descriptionId, id).not.toMatch(/kering|semua jenis kulit/);
      expect(texts.descriptionEn, id).toMatch(/oily, combination and normal skin/);
    }
  });

  it("never asks for more of a product on dry skin in how to use when a flag speaks against dry skin", () => {
    // Catalogue review of 2026-11-28: balms, creams, toners and mists with drying alcohol or essential oils.
    for (const [productType, form] of [
      ["moisturizer", "cream"],
      ["moisturizer", "balm"],
      ["moisturizer", "stick"],
      ["toner", "liquid"],
      ["toner", "mist"],
    ] as const)
      for (const id of ids) {
        const { texts, violations } = checked(facts(realLists.alcoholToner, { id, productType, form }));
        expect(violations, `${productType} ${form} ${id}`).toEqual([]);
        expect(texts.usageEn, `${productType} ${form} ${id}`).not.toMatch(/dry (patches|areas|days)|feels dry|thirsty/);
      }
  });

  it("never asks for extra on the nose and chin after a thinner layer on oily areas", () => {
    // Catalogue review of 2026-11-28 (second sample): Banila Co's It Radiant Brightening Cream.
    const many = Array.from({ length: 60 }, (_, index) => `cream-${index}`);
    for (const id of many) {
      const { usageEn } = composeTexts(
        facts(snailEssence, { id, productType: "moisturizer", form: "cream", aspects: ["pores"] }),
      );
      expect(/thinner layer/.test(usageEn) && /nose and chin/.test(usageEn), usageEn).toBe(false);
    }
  });

  it("dabs a spot treatment on, and spreads a dark spot serum over the face", () => {
    for (const id of ids) {
      const eraser = composeTexts(
        facts(snailEssence, { id, productType: "treatment", name: "A-Clear Soothing Pink Eraser" }),
      );
      const darkSpot = composeTexts(facts(snailEssence, { id, productType: "treatment", name: "C Dark Spot Serum" }));
      expect(eraser.usageEn, id).toMatch(/blemish|spot|only where you need it/i);
      expect(darkSpot.descriptionEn, id).not.toMatch(/spot treatment/);
    }
  });

  it('spreads a vitamin C "Spot Serum" over the face (Laneige\'s Radian-C Vitamin Spot Serum)', () => {
    for (const id of ids) {
      const texts = composeTexts(
        facts(snailEssence, { id, productType: "treatment", name: "Radian-C Vitamin Spot Serum" }),
      );
      expect(texts.descriptionEn, id).not.toMatch(/spot treatment/);
      expect(texts.usageEn, id).not.toMatch(/blemish|let it dry/);
      expect(texts.usageId, id).not.toMatch(/jerawat/);
    }
  });

  it("never calls a moisturiser the last step and then puts sunscreen on top (Chasin' Rabbits' Multi Balm)", () => {
    const lastSteps = (text: string, words: RegExp) =>
      text.split(/(?<=\.)\s/).filter((sentence) => words.test(sentence));
    for (const form of ["balm", "stick", "cream"] as const)
      for (const id of ids) {
        const { texts } = checked(facts(snailEssence, { id, productType: "moisturizer", form, name: "Multi Balm" }));
        for (const sentence of [...lastSteps(texts.usageEn, /last|final/), ...lastSteps(texts.usageId, /terakhir/)])
          expect(sentence, `${form} ${id}`).toMatch(/sunscreen/);
      }
  });

  it("assumes no format for a mask whose format the data does not state, and says so (Erborian's Bamboo Waterlock Mask)", () => {
    for (const id of ids) {
      const { texts, violations } = checked(
        facts(snailEssence, { id, productType: "mask", form: "unstated", name: "Bamboo Waterlock Mask" }),
      );
      expect(violations, id).toEqual([]);
      expect(texts.usageEn, id).toMatch(/do not say whether this mask is a sheet, a cream or a gel/);
      expect(texts.usageId, id).toMatch(/tidak menyebutkan apakah masker ini berupa lembaran, krim, atau gel/);
      for (const text of [texts.descriptionEn, texts.usageEn])
        expect(text, id).not.toMatch(/unfold|spread|sheet mask|serum|rinse away|overnight|deep clean|\ba week\b/i);
      expect(texts.descriptionId, id).not.toMatch(/sheet mask|dioleskan|dibilas|seminggu/);
    }
  });

  it("has a spray mask sprayed on, left and patted in, and says so in both texts (Missha's Wrapping Coat Spray Mask)", () => {
    for (const id of ids) {
      const texts = composeTexts(
        facts(snailEssence, { id, productType: "mask", form: "mist", name: "Wrapping Coat Spray Mask (Honey)" }),
      );
      expect(texts.usageEn, id).toMatch(/spray/i);
      expect(texts.usageEn, id).toMatch(/10 to 15 minutes/);
      expect(texts.usageEn, id).not.toMatch(/bag|make-up/);
      expect(texts.usageId, id).not.toMatch(/tas/);
      expect(texts.descriptionEn, id).not.toMatch(/week|rinse/);
      expect(texts.descriptionEn, id).toMatch(/spray/);
    }
  });

  it("promises a deep clean only of a mask that cleans (Amorepacific's Vintage Wash-off Masque)", () => {
    for (const id of ids) {
      const masque = composeTexts(
        facts(listHeads.vintageWashOffMasque, {
          id,
          productType: "mask",
          form: "wash-off",
          name: "TIME RESPONSE Vintage Wash-off Masque",
        }),
      );
      expect(masque.descriptionEn, id).not.toMatch(/deep clean/);
      expect(masque.descriptionId, id).not.toMatch(/pembersihan mendalam/);
    }
    const deepCleans = ids.filter((id) =>
      /deep clean/.test(
        composeTexts(
          facts(listHeads.backToRelaxGelMask, { id, productType: "mask", form: "wash-off", name: "Gel Mask" }),
        ).descriptionEn,
      ),
    );
    expect(deepCleans.length).toBeGreaterThan(0);
  });

  it("opens a spot treatment as one dabbed onto a blemish, not as a serum step (Missha's Spot Ointment)", () => {
    for (const id of ids) {
      const texts = composeTexts(
        facts(snailEssence, {
          id,
          productType: "treatment",
          form: "balm",
          name: "Super Aqua Anti-Trouble Formula Spot Ointment",
          aspects: ["redness"],
        }),
      );
      expect(texts.descriptionEn, id).toMatch(/blemish|single spots/);
      expect(texts.descriptionEn, id).not.toMatch(/more than hydration|under your moisturiser|targeted step/);
    }
  });

  it("says a serum is for more than hydration only where it names a concern beyond dryness", () => {
    for (const id of ids) {
      const texts = composeTexts(facts(snailEssence, { id, productType: "treatment", aspects: ["dryness"] }));
      expect(texts.descriptionEn, id).not.toMatch(/more than hydration/);
      const none = composeTexts(facts(snailEssence, { id, productType: "treatment", aspects: [] }));
      expect(none.descriptionEn, id).not.toMatch(/specific concerns/);
    }
  });

  it("gives a tip that repeats its step only once: no neck after 'face and neck' (belif's Aqua Bomb Cica Cream)", () => {
    const repeated = [/\bneck\b/g, /\bring finger\b/gi, /\bpat dry\b/gi, /\blukewarm\b/gi, /second (thin )?layer/g];
    for (const [productType, form] of [
      ["moisturizer", "cream"],
      ["toner", "liquid"],
      ["eye-cream", "cream"],
      ["water-based cleanser", "foam"],
      ["mask", "wash-off"],
    ] as const)
      for (const id of ids) {
        const { usageEn } = composeTexts(
          facts(listHeads.aquaBombCicaCream, {
            id,
            productType,
            form,
            name: "Aqua Bomb Cica Cream",
            aspects: ["dryness", "wrinkles", "pores"],
          }),
        );
        for (const words of repeated) expect((usageEn.match(words) ?? []).length, `${id} ${usageEn}`).toBeLessThan(2);
      }
  });

  it("has a bar soap lathered in wet hands, never squeezed out (Sulwhasoo's Herbal Soap)", () => {
    for (const id of ids) {
      const texts = composeTexts(
        facts(listHeads.herbalSoap, { id, productType: "water-based cleanser", form: "foam", name: "Herbal Soap" }),
      );
      expect(texts.usageEn, id).toMatch(/bar/);
      expect(texts.usageEn, id).not.toMatch(/squeeze|pea-sized/i);
      expect(texts.usageId, id).not.toMatch(/keluarkan/i);
      expect(texts.descriptionEn, id).not.toMatch(/foaming cleanser/);
    }
  });

  it("leaves rinsing to the pack for a cream or gel mask nothing says is rinsed off (innisfree's Capsule Recipe Pack)", () => {
    for (const form of ["cream", "gel"] as const)
      for (const id of ids) {
        const texts = composeTexts(
          facts(snailEssence, { id, productType: "mask", form, name: "Capsule recipe pack - Green tea" }),
        );
        expect(texts.descriptionEn, id).not.toMatch(/rinse|wash-off|deep clean/);
        expect(texts.descriptionId, id).not.toMatch(/bilas/);
        expect(texts.usageEn, id).toMatch(/directions on the pack/);
      }
  });

  it("opens a cleansing water as a first step, the way its how to use has it", () => {
    for (const id of ids) {
      const texts = composeTexts(
        facts(snailEssence, { id, productType: "water-based cleanser", form: "liquid", name: "Cleansing Water" }),
      );
      expect(texts.descriptionEn, id).not.toMatch(/second step/);
      expect(texts.descriptionId, id).not.toMatch(/langkah kedua/);
      expect(texts.descriptionEn, id).toMatch(/cotton pad|first step/);
    }
  });

  it("does not feature an active among the list's last three entries", () => {
    const pack = facts(realLists.sleepingPack, { productType: "mask", form: "sleeping" });
    expect(featuredActives(pack).map((featured) => featured.ingredient.inciName)).toEqual([]);
    const { texts, violations } = checked(pack);
    expect(violations).toEqual([]);
    expect(texts.keyIngredients).not.toContain("ADENOSINE");
    expect(texts.descriptionEn).not.toMatch(/adenosine/i);
  });

  it("keeps every retinoid product left on to the evening, with sunscreen by day, whatever its type", () => {
    // Rinsed off, retinal 19th keeps nothing to the evening (the next test).
    for (const [productType, form] of [
      ["moisturizer", "cream"],
      ["toner", "liquid"],
      ["eye-cream", "cream"],
      ["mask", "sheet"],
    ] as const) {
      for (const id of ids) {
        const { texts, violations } = checked(facts(realLists.retinalCream, { id, productType, form, skinTypes: [] }));
        expect(violations, `${productType} ${id}`).toEqual([]);
        expect(texts.usageEn).toMatch(/evening|at night/);
        expect(texts.usageEn).toMatch(/sunscreen/);
        expect(texts.usageEn).toContain("retinal");
        expect(`${texts.descriptionEn} ${texts.usageEn}`).not.toMatch(/morning (or|and)|twice a day/i);
        expect(texts.usageId).toMatch(/malam/);
      }
    }
  });

  it("keeps no wash to the evening for a trace of retinyl palmitate (Elishacoy's Skin Refreshing Snail Cleanser)", () => {
    // Catalogue review, ninth pass: a soap foam rinsed off within a minute was told "use it at
    // night and wear sunscreen by day" for retinyl palmitate 28th of its list.
    for (const id of ids) {
      const { texts, violations } = checked(
        facts(realLists.snailSoapFoam, { id, productType: "water-based cleanser", form: "foam", skinTypes: [] }),
      );
      expect(violations, id).toEqual([]);
      expect(texts.usageEn, id).not.toMatch(/retin/i);
      expect(texts.usageId, id).not.toMatch(/retin/i);
    }
  });

  it("says how often an acid serum is used, whatever its step (Mizon's AHA 8% Peeling Serum)", () => {
    // Catalogue review, ninth pass: 8 % glycolic acid left on the skin, with neither "evening" nor
    // a frequency in its how-to.
    const peelingSerum = [
      "Water",
      "Glycolic Acid",
      "Potassium Hydroxide",
      "Butylene Glycol",
      "Propylene Glycol",
      "Sodium Lactate",
      "Hydroxyethylcellulose",
      "Sodium Hyaluronate",
      "PEG-60 Hydrogenated Castor Oil",
      "Panthenol",
      "Allantoin",
      "Aloe Barbadensis Leaf Extract",
      "Alcohol",
      "Disodium EDTA",
      "Methylparaben",
      "Parfum",
    ];
    for (const id of ids) {
      const { texts, violations } = checked(
        facts(peelingSerum, {
          id,
          name: "AHA 8% Peeling Serum",
          productType: "exfoliant",
          form: "liquid",
          skinTypes: [],
        }),
      );
      expect(violations, id).toEqual([]);
      expect(texts.usageEn, id).toMatch(/a week/);
      expect(texts.usageId, id).toMatch(/seminggu/);
    }
  });

  it("suggests caffeine for puffiness on an eye product only", () => {
    const asMask = facts(realLists.caffeineMask, {
      productType: "mask",
      form: "sheet",
      aspects: ["eyebags", "redness"],
    });
    expect(featuredActives(asMask).map((featured) => featured.active.key)).not.toContain("caffeine");
    for (const id of ids) {
      const { texts, violations } = checked({ ...asMask, id });
      expect(violations, id).toEqual([]);
      expect(`${texts.descriptionEn} ${texts.usageEn}`).not.toMatch(/puff/i);
      expect(`${texts.descriptionId} ${texts.usageId}`).not.toMatch(/bengkak/i);
    }
    const asEyePatch = facts(realLists.caffeineMask, { productType: "eye-cream", form: "sheet" });
    expect(featuredActives(asEyePatch).map((featured) => featured.active.key)).toContain("caffeine");
  });
});

describe("composeTexts: texts that fit the product's skin types, area and use (fifth catalogue review)", () => {
  const ids = Array.from({ length: 16 }, (_, index) => `product-${index}`);

  it("lays an acid pad on no dry areas, and names sunscreen for its PHA (Anua's Heartleaf Clear Pad)", () => {
    for (const id of ids) {
      const { texts, violations } = checked(
        facts(realLists.phaPad, {
          id,
          productType: "toner",
          form: "pad",
          skinTypes: ["oily", "combination", "normal"],
          aspects: ["acne", "pores"],
        }),
      );
      expect(violations, id).toEqual([]);
      expect(texts.usageEn, id).not.toMatch(/extra moisture|dry (patches|areas|days)/);
      expect(texts.usageId, id).not.toMatch(/kelembapan ekstra|area yang kering/);
      expect(texts.usageEn, id).toMatch(/gluconolactone \(PHA\)[^.]*sunscreen|sunscreen[^.]*gluconolactone \(PHA\)/);
      expect(texts.usageId, id).toMatch(/sunscreen/);
    }
  });

  it("names sunscreen for the acid that raises a leave-on product's flag, featured or not (COSRX's Refresh AHA/BHA toner)", () => {
    for (const id of ids) {
      const { texts, violations } = checked(
        facts(realLists.unfeaturedAcidToner, {
          id,
          productType: "exfoliant",
          form: "liquid",
          skinTypes: ["oily", "combination", "normal"],
          aspects: ["pores"],
        }),
      );
      expect(violations, id).toEqual([]);
      expect(texts.usageEn, id).toMatch(/glycolic acid[^.]*sunscreen/);
      expect(texts.usageId, id).toMatch(/glycolic acid[^.]*sunscreen/);
    }
  });

  it("names the listed acid in prose, not in the CosIng name's capitals (Neogen's Real Cica Pad)", () => {
    const pad = facts(
      realLists.cicaPad.map((name) => name.toUpperCase()),
      {
        productType: "toner",
        form: "pad",
        skinTypes: ["oily", "combination", "normal"],
        aspects: ["acne"],
      },
    );
    for (const id of ids) {
      const { texts } = checked({ ...pad, id });
      expect(texts.usageEn, id).toMatch(/lactobionic acid[^.]*sunscreen/);
      expect(texts.usageId, id).toMatch(/lactobionic acid[^.]*sunscreen/);
      expect(`${texts.usageEn} ${texts.usageId}`, id).not.toContain("LACTOBIONIC");
    }
  });

  it("offers an eye cream for no breakouts, pores or oil, and says what its niacinamide does there (Swanicoco)", () => {
    const eyeCream = facts(realLists.niacinamideEyeCream, {
      productType: "eye-cream",
      form: "cream",
      skinTypes: ["oily", "combination", "normal"],
      aspects: ["eyebags", "wrinkles"],
    });
    const niacinamide = featuredActives(eyeCream).find((featured) => featured.active.key === "niacinamide");
    expect(niacinamide?.active.benefitEn).toBe("even out the look of skin tone");
    for (const id of ids) {
      const { texts, violations } = checked({ ...eyeCream, id });
      expect(violations, id).toEqual([]);
      expect(texts.descriptionEn, id).not.toMatch(/pores|breakouts|balance oil/);
      expect(texts.descriptionId, id).not.toMatch(/pori|jerawat|menyeimbangkan minyak/);
    }
  });

  it("features no ceramide 24th of 27 in a soap foam that is rinsed off (Mamonde's Micro Deep Cleansing Foam)", () => {
    const foam = facts(realLists.ceramideSoapFoam, {
      productType: "water-based cleanser",
      form: "foam",
      skinTypes: ["oily", "combination", "normal"],
      aspects: [],
    });
    expect(featuredActives(foam)).toEqual([]);
    for (const id of ids) {
      const { texts, violations } = checked({ ...foam, id });
      expect(violations, id).toEqual([]);
      expect(texts.descriptionEn, id).not.toMatch(/ceramide/i);
    }
    // Left on, the same place is within the ceramides' effective position.
    const cream = { ...foam, productType: "moisturizer" as const, form: "cream" as const };
    expect(featuredActives(cream).map((featured) => featured.active.key)).toEqual(["ceramide"]);
  });

  it("speaks to dry skin only when the product is shown for it (Laneige's Water Bank Mineral Facial Skin Mist)", () => {
    for (const [productType, form] of [
      ["toner", "mist"],
      ["toner", "liquid"],
      ["essence", "liquid"],
      ["moisturizer", "cream"],
      ["moisturizer", "balm"],
      ["treatment", "oil"],
    ] as const)
      for (const id of ids) {
        const { texts, violations } = checked(
          facts(realLists.hydratingMist, {
            id,
            productType,
            form,
            skinTypes: ["oily", "combination"],
            aspects: ["redness"],
          }),
        );
        expect(violations, `${productType} ${form} ${id}`).toEqual([]);
        expect(`${texts.descriptionEn} ${texts.usageEn}`, `${productType} ${form} ${id}`).not.toMatch(
          /\bdry (skin|patches|areas|days)|feels dry|very dry|thirsty|dryness/,
        );
        expect(`${texts.descriptionId} ${texts.usageId}`).not.toMatch(/kulit kering|area yang kering|terasa kering/);
      }
  });

  it("speaks to oily areas only when the product is shown for oily or combination skin", () => {
    for (const id of ids) {
      const { texts, violations } = checked(
        facts(snailEssence, { id, productType: "moisturizer", form: "cream", skinTypes: ["dry", "normal"] }),
      );
      expect(violations, id).toEqual([]);
      expect(texts.usageEn, id).not.toMatch(/oily/);
    }
  });

  it("says a conditioning peptide conditions, and keeps firmness for signal peptides (Lagom's Cellus Aqualane Solution)", () => {
    const solution = facts(realLists.conditioningPeptide, { productType: "treatment", aspects: [], skinTypes: [] });
    const peptide = featuredActives(solution).find((featured) => featured.active.key === "peptide");
    expect(peptide?.ingredient.inciName).toBe("Heptasodium Hexacarboxymethyl Dipeptide-12");
    expect(peptide?.active.benefitEn).toBe("condition the skin");
    const signal = facts(["WATER", "GLYCERIN", "PALMITOYL PENTAPEPTIDE-4", ...filler(10)], {
      productType: "treatment",
    });
    expect(featuredActives(signal).find((featured) => featured.active.key === "peptide")?.active.benefitEn).toBe(
      "support firmer, smoother-looking skin",
    );
  });
});

describe("composeTexts: no mildness or hydration the list contradicts", () => {
  const ids = Array.from({ length: 16 }, (_, index) => `product-${index}`);

  it("calls no soap foam gentle or comfortable, and a retinoid one still gets an opening", () => {
    for (const list of [realLists.soapFoam, realLists.retinalCream])
      for (const id of ids) {
        const { texts, violations } = checked(
          facts(list, { id, productType: "water-based cleanser", form: "foam", skinTypes: ["oily"], aspects: [] }),
        );
        expect(violations, id).toEqual([]);
        expect(texts.descriptionEn, id).not.toMatch(/gentle enough|comfortable|tight/);
        expect(texts.descriptionId, id).not.toMatch(/cukup lembut|terasa nyaman|ketarik/);
      }
  });

  it("claims no hydration for a toner with alcohol second (Secret Key's Fresh Nature Toner)", () => {
    for (const id of ids) {
      const { texts, violations } = checked(
        facts(realLists.alcoholToner, { id, productType: "toner", form: "liquid", skinTypes: ["oily"], aspects: [] }),
      );
      expect(violations, id).toEqual([]);
      expect(texts.descriptionEn, id).not.toMatch(/moisture|hydration/);
    }
  });
});

describe("composeTexts: mildness, texture and length only where the list bears them out", () => {
  const ids = Array.from({ length: 40 }, (_, index) => `product-${index}`);

  it("promises no comfort beside alcohol in the first five (Lioele's Multi Seaweed Gel)", () => {
    for (const id of ids) {
      const { texts, violations } = checked(
        facts(realLists.alcoholSeaweedGel, {
          id,
          brand: "Lioele",
          name: "Multi Seaweed Gel",
          productType: "moisturizer",
          form: "gel",
          skinTypes: ["combination", "normal"],
          aspects: [],
        }),
      );
      expect(violations, id).toEqual([]);
      expect(texts.descriptionEn, id).not.toMatch(/comfortable/);
      expect(texts.descriptionId, id).not.toMatch(/nyaman/);
    }
  });

  it("lets the claim checker read every comfort or mildness wording a description can hold", () => {
    // Every type, form and sentence shape (the id picks the shape), with a list that contradicts nothing.
    const mildness = /\bcomfort\w*|\bgentle\b|\bmild\b|\bnyaman\b|\blembut\b/i;
    const sentences = new Set<string>();
    for (const productType of productTypes)
      for (const form of productForms)
        for (const id of ids.slice(0, 12)) {
          const texts = composeTexts(
            facts(["WATER", "BUTYLENE GLYCOL", "GLYCERIN", "CETEARYL ALCOHOL", ...filler(12)], {
              id,
              productType,
              form,
              skinTypes: ["dry", "normal", "oily", "combination"],
              aspects: [],
            }),
          );
          for (const text of [texts.descriptionEn, texts.descriptionId])
            for (const sentence of text.split(/(?<=[.!])\s+/)) if (mildness.test(sentence)) sentences.add(sentence);
        }
    expect(sentences.size).toBeGreaterThan(3);
    expect([...sentences].filter((sentence) => !recommendsForDryOrSensitiveSkin(sentence))).toEqual([]);
  });

  it("calls no essence-lotion watery or lightweight (belif's Classic Essence Increment)", () => {
    for (const id of ids) {
      const { texts, violations } = checked(
        facts(realLists.emulsionEssence, { id, brand: "belif", name: "Classic Essence Increment", aspects: [] }),
      );
      expect(violations, id).toEqual([]);
      expect(texts.descriptionEn, id).not.toMatch(/watery|lightweight|without any weight/);
      expect(texts.descriptionId, id).not.toMatch(/bertekstur cair|ringan|tanpa terasa berat/);
    }
  });

  it("still calls a list of water, glycols and a ferment watery, for some ids (COSRX's snail essence)", () => {
    const descriptions = ids.map((id) => composeTexts(facts(snailEssence, { id })).descriptionEn);
    expect(descriptions.some((description) => /watery|lightweight|without any weight/.test(description))).toBe(true);
  });

  it("says no short formula of a list that lacks what its base needs (Ciracle's Anti-Redness K Lotion, 7 entries)", () => {
    for (const id of ids) {
      const { texts, violations } = checked(
        facts(realLists.cutLotion, {
          id,
          brand: "Ciracle",
          name: "Anti-Redness K Lotion",
          productType: "moisturizer",
          form: "lotion",
          aspects: [],
        }),
      );
      expect(violations, id).toEqual([]);
      expect(texts.descriptionEn, id).not.toMatch(/short/);
      expect(texts.descriptionId, id).not.toMatch(/ringkas|singkat/);
    }
  });

  it("sends a spot treatment to no nose and chin, even with pores among its concerns (Ciracle's Anti-Blemish Spot A-sol)", () => {
    for (const id of ids) {
      const { texts, violations } = checked(
        facts(realLists.blemishSpotSolution, {
          id,
          brand: "Ciracle",
          name: "Anti-Blemish Spot A-sol",
          productType: "treatment",
          form: "liquid",
          skinTypes: ["oily", "combination", "normal"],
          aspects: ["acne", "pores"],
        }),
      );
      expect(violations, id).toEqual([]);
      expect(texts.descriptionEn, id).toMatch(/dab onto a blemish|single spots/);
      expect(texts.usageEn, id).not.toMatch(/nose and chin/);
    }
  });

  it("features no wrinkle active in a spot treatment, whose name rules fine lines out (Nacific's Origin Red Salicylic Acid Spot Cream)", () => {
    // Catalogue review, eighth pass: adenosine 19th "works to soften the look of wrinkles" on a
    // cream dabbed onto single blemishes, a product the concerns never name for fine lines.
    for (const id of ids) {
      const { texts, violations } = checked(
        facts(realLists.salicylicSpotCream, {
          id,
          brand: "Nacific",
          name: "Origin Red Salicylic Acid Spot Cream",
          productType: "treatment",
          form: "cream",
          skinTypes: ["oily", "combination", "normal"],
          aspects: ["acne", "pores"],
        }),
      );
      expect(violations, id).toEqual([]);
      expect(texts.descriptionEn, id).not.toMatch(/wrinkle|fine lines|firm/i);
      expect(texts.descriptionId, id).not.toMatch(/kerutan|garis halus|kencang/i);
    }
  });

  it("takes a hydrogel mask off its film, not unfolding a sheet (innisfree's Canola honey hydro gel mask)", () => {
    // Catalogue review, eighth pass: "Unfold the mask … smoothing out any creases in the sheet".
    for (const id of ids) {
      for (const name of ["Canola honey hydro gel mask", "Mermaid Hydrogel Mask"]) {
        const { texts, violations } = checked(
          facts(["Water", "Glycerin", "Butylene Glycol", "Carrageenan", "Ceratonia Siliqua Gum", "Phenoxyethanol"], {
            id,
            name,
            productType: "mask",
            form: "sheet",
          }),
        );
        expect(violations, `${id} ${name}`).toEqual([]);
        expect(texts.usageEn, `${id} ${name}`).toMatch(/film/);
        expect(texts.usageEn, `${id} ${name}`).not.toMatch(/unfold|creases|dries out/i);
        expect(texts.usageId, `${id} ${name}`).toMatch(/lapisan plastik/);
        // A hydrogel pack may be a whole mask or a jar of patches (COSRX's Hydrogel Very Simple
        // Pack, 60 rounds; the twenty-fourth review): lining it up with the face is one of two.
        if (/eyes and mouth/.test(texts.usageEn)) expect(texts.usageEn, `${id} ${name}`).toMatch(/or patches/);
      }
    }
  });

  it("tells a neck cream to go on the neck, not the face (Amorepacific's Line Revolution Firming Neck Crème)", () => {
    // Tenth review: "spread it from the centre of the face outwards", and pores among its concerns.
    const list = [
      "Water",
      "Panax Ginseng Root Extract",
      "Glycerin",
      "Butylene Glycol",
      "Cetearyl Alcohol",
      "Niacinamide",
    ];
    for (const id of ids) {
      const neck = {
        id,
        name: "Line Revolution Firming Neck Crème",
        productType: "moisturizer",
        form: "cream",
      } as const;
      const { texts, violations } = checked(facts(list, neck));
      expect(violations, id).toEqual([]);
      expect(texts.usageEn, id).toMatch(/\bneck\b/);
      expect(texts.usageEn, id).not.toMatch(/\bface\b(?! moisturiser)/);
      expect(texts.usageId, id).toMatch(/\bleher\b/);
      expect(`${texts.descriptionEn} ${texts.descriptionId}`, id).not.toMatch(/pores|pori|breakouts|jerawat/i);
    }
  });

  it("reads a hydrogel from the product's other list, refused for its order (Mediheal's N.M.F Aquaring Nude Gel Mask)", () => {
    // Fourteenth review: the 2017 list shown has no gelling agent; Sociolla 2025's, refused as a
    // raw-material breakdown, opens with water, carrageenan, carob gum, agar and potassium chloride.
    const shown2017 = ["Water", "Butylene Glycol", "Glycerin", "Betaine", "Sodium Hyaluronate", "Allantoin"];
    for (const id of ids) {
      const nudeGel = { id, name: "N.M.F Aquaring Nude Gel Mask", productType: "mask", form: "sheet" } as const;
      expect(checked(facts(shown2017, nudeGel)).texts.usageEn, id).not.toMatch(/film/);
      const { texts, violations } = checked({ ...facts(shown2017, nudeGel), castGelBase: true });
      expect(violations, id).toEqual([]);
      expect(texts.usageEn, id).toMatch(/film/);
      expect(texts.usageEn, id).not.toMatch(/unfold|creases/i);
    }
  });

  it("reads a hydrogel from its cast gel when the name does not say so (Abib's Collagen Gel Mask Sedum Jelly)", () => {
    // Tenth review: "unfold the sheet" for a gel cast from carrageenan, locust bean gum and konjac.
    const sedumJelly = [
      "Water",
      "Acrylates Copolymer",
      "Glycerin",
      "Niacinamide",
      "Chondrus Crispus Powder",
      "Ceratonia Siliqua Gum",
      "Glucomannan",
      "Potassium Chloride",
      "Ethylhexylglycerin",
    ];
    for (const id of ids) {
      const gel = { id, name: "Collagen Gel Mask Sedum Jelly", productType: "mask", form: "sheet" } as const;
      const { texts, violations } = checked(facts(sedumJelly, gel));
      expect(violations, id).toEqual([]);
      expect(texts.usageEn, id).toMatch(/film/);
      expect(texts.usageEn, id).not.toMatch(/unfold|creases/i);
      // A fabric sheet soaked in a gel essence has no potassium chloride to set a cast gel.
      const fabric = checked(
        facts(
          sedumJelly.filter((name) => name !== "Potassium Chloride"),
          gel,
        ),
      );
      expect(fabric.texts.usageEn, id).not.toMatch(/film/);
    }
  });

  it("keeps a product whose name says night to the evening (Numbuzin's No.6 Sleep Mask Serum)", () => {
    // Catalogue review, eighth pass: "Use it morning, evening or both" for a sleep mask serum.
    const serum = ["Water", "Butylene Glycol", "Glycerin", "Niacinamide", "Sodium Hyaluronate", "1,2-Hexanediol"];
    const cream = [
      "Water",
      "Glycerin",
      "Caprylic/Capric Triglyceride",
      "Niacinamide",
      "Butyrospermum Parkii Butter",
      "Cetearyl Alcohol",
      "Glyceryl Stearate",
      "Dimethicone",
      "Phenoxyethanol",
    ];
    for (const id of ids) {
      for (const [name, productType, form, list] of [
        ["No.6 Sleep Mask Serum", "treatment", "liquid", serum],
        ["Time Revolution Night Repair Ampoule Cream 5X", "moisturizer", "cream", cream],
        // An acid's sunscreen advice too (Nature Republic's Bee Venom Sleeping Mask: salicylic acid).
        ["Bee Venom Sleeping Mask", "mask", "sleeping", [...cream, "Salicylic Acid", "Citric Acid", "Disodium EDTA"]],
      ] as const) {
        const { texts, violations } = checked(facts(list, { id, name, productType, form }));
        expect(violations, `${id} ${name}`).toEqual([]);
        for (const text of Object.values(texts)) expect(suggestsDaytimeUse(text), `${id} ${text}`).toBe(false);
      }
    }
  });

  it("offers a strong vitamin C serum no second layer on dry days (COSRX's The Vitamin C 23 Serum)", () => {
    for (const id of ids) {
      const { texts, violations } = checked(
        facts(realLists.vitaminC23Serum, {
          id,
          brand: "COSRX",
          name: "The Vitamin C 23 Serum",
          productType: "treatment",
          form: "liquid",
          skinTypes: ["normal", "combination"],
          aspects: ["wrinkles"],
        }),
      );
      expect(violations, id).toEqual([]);
      expect(texts.usageEn, id).not.toMatch(/second thin layer|dry/);
      expect(texts.descriptionEn, id).not.toMatch(/\bdry|comfortable|all skin types|every skin type/);
    }
  });
});

describe("composeTexts: written, not templated", () => {
  it("is deterministic per product and varies across products", () => {
    const product = facts(snailEssence);
    expect(composeTexts(product)).toEqual(composeTexts(product));
    const ids = Array.from({ length: 40 }, (_, index) => `product-${index}`);
    const descriptions = new Set(ids.map((id) => composeTexts({ ...product, id }).descriptionEn));
    const usages = new Set(ids.map((id) => composeTexts({ ...product, id }).usageEn));
    expect(descriptions.size).toBeGreaterThan(10);
    expect(usages.size).toBeGreaterThan(4);
  });

  it("writes complete sentences without doubled words for every type and form", () => {
    for (const productType of productTypes) {
      for (const form of productForms) {
        for (const list of [
          snailEssence,
          ["WATER", "BUTYLENE GLYCOL", ...filler(15)],
          ["WATER", "ZINC OXIDE", ...filler(12)],
        ]) {
          const product = facts(list, { productType, form, id: `${productType}-${form}` });
          const { texts, violations } = checked(product);
          expect(violations).toEqual([]);
          for (const text of [texts.descriptionEn, texts.descriptionId, texts.usageEn, texts.usageId]) {
            expect(text).toMatch(/^[A-Z0-9].*[.!]$/s);
            expect(text).not.toMatch(/\{|\}|undefined| {2}|\.\./);
            expect(text).not.toMatch(/\b(\w+) \1\b/i);
          }
        }
      }
    }
  });
});

describe("composeTexts: an exfoliant's use as its form and name say (fourteenth review)", () => {
  const variants = Array.from({ length: 12 }, (_, index) => `exfoliant-${index}`);

  it("says how often to use an acid pad, as for a peeling serum (Celimax's Cica BHA Blemish Toner Pad)", () => {
    const padList = [
      "Water",
      "Butylene Glycol",
      "Alcohol",
      "Glycerin",
      "Niacinamide",
      "Centella Asiatica Extract",
      "Salicylic Acid",
    ];
    for (const id of variants) {
      const pad = { id, name: "Ji Woo Gae Cica BHA Blemish Toner Pad", productType: "exfoliant", form: "pad" } as const;
      const { texts } = checked(facts(padList, pad));
      expect(texts.usageEn, id).toMatch(/a week/);
      expect(texts.usageId, id).toMatch(/seminggu/);
    }
  });

  it("does not say a peeling massage gel rolls away (Holika Holika's Pig Nose Clear Blackhead Peeling Massage Gel)", () => {
    const gelList = ["Olea Europaea Fruit Oil", "Alcohol Denat.", "PEG-7 Glyceryl Cocoate", "Parfum"];
    for (const id of variants) {
      const massage = {
        id,
        name: "Pig Nose Clear Blackhead Peeling Massage Gel",
        productType: "exfoliant",
        form: "wash-off",
      } as const;
      const { texts } = checked(facts(gelList, massage));
      expect(texts.usageEn, id).not.toMatch(/rolls away/);
      expect(texts.usageId, id).not.toMatch(/menggulung/);
      expect(texts.usageEn, id).toMatch(/rinse/i);
    }
  });
});

describe("composeTexts: a product its name keeps to the night", () => {
  it("says evening in its how-to-use, in both languages (Missha's Night Repair Probio Ampoule, fourteenth review)", () => {
    const ampoule = ["Water", "Bifida Ferment Lysate", "Butylene Glycol", "Glycerin", "Niacinamide", "Adenosine"];
    for (const id of ["a", "b", "c", "d", "e", "f", "g", "h"]) {
      const night = {
        id,
        name: "Time Revolution Night Repair Probio Ampoule",
        productType: "treatment",
        form: "liquid",
      } as const;
      const { texts, violations } = checked(facts(ampoule, night));
      expect(violations, id).toEqual([]);
      expect(texts.usageEn, id).toMatch(/\b(evening|night)\b/i);
      expect(texts.usageId, id).toMatch(/\bmalam\b/);
    }
  });
});
