import { describe, expect, it } from "vitest";
import { type ClaimTexts, type ClaimedProduct, checkClaims, keyPositionLimit } from "./claim-check";
import { normaliseInci } from "./inci-names";
import { realLists } from "./text-rule-lists.fixture";

const noTexts: ClaimTexts = { descriptionEn: "", descriptionId: "", usageEn: "", usageId: "" };

function product(
  inciNames: readonly string[],
  texts: Partial<ClaimTexts>,
  extra: Partial<Omit<ClaimedProduct, "texts" | "ingredients">> = {},
): ClaimedProduct {
  return {
    name: "Daily Care Cream",
    brand: "Testbrand",
    productType: "moisturizer",
    form: "cream",
    ingredients: inciNames.map((inciName, index) => ({ position: index + 1, inciName })),
    keyIngredients: [],
    skinTypes: ["dry", "normal", "combination", "oily"],
    texts: { ...noTexts, ...texts },
    ...extra,
  };
}

const rules = (claimed: ClaimedProduct) => checkClaims(claimed).map((violation) => violation.rule);

/** The texts break `rule` in both languages against a real `list`, and nothing against a `clean` one. */
function expectRefusedInBoth(
  rule: string,
  texts: Partial<ClaimTexts>,
  kind: Partial<Omit<ClaimedProduct, "texts" | "ingredients">>,
  lists: { list: readonly string[]; clean: readonly string[] },
) {
  expect(rules(product(lists.list, texts, kind))).toEqual([rule, rule]);
  expect(rules(product(lists.clean, texts, kind))).toEqual([]);
}

/** How-to-use texts that keep a retinoid product to the evening, with sunscreen by day. */
const eveningUse: Partial<ClaimTexts> = {
  usageEn: "Use it in the evening and wear sunscreen by day.",
  usageId: "Pakai di malam hari dan gunakan sunscreen di siang hari.",
};

/** How-to-use texts that name sunscreen, as a featured exfoliating acid asks. */
const sunscreenUse: Partial<ClaimTexts> = {
  usageEn: "Follow with sunscreen in the morning.",
  usageId: "Lanjutkan dengan sunscreen di pagi hari.",
};

const chemicalSunscreen = [
  "WATER",
  "ETHYLHEXYL METHOXYCINNAMATE",
  "DIETHYLAMINO HYDROXYBENZOYL HEXYL BENZOATE",
  "ETHYLHEXYL TRIAZONE",
  "GLYCERIN",
];
const mineralSunscreen = ["WATER", "ZINC OXIDE", "TITANIUM DIOXIDE", "CYCLOPENTASILOXANE"];
const hybridSunscreen = ["WATER", "ZINC OXIDE", "ETHYLHEXYL METHOXYCINNAMATE", "GLYCERIN"];

describe("checkClaims: UV filter class", () => {
  const spf = { productType: "spf" as const, name: "Sun Fluid SPF50" };

  it("refuses 'mineral UV protection' for chemical filters, in either language", () => {
    const violations = checkClaims(
      product(
        chemicalSunscreen,
        {
          descriptionEn: "A light fluid that gives mineral UV protection.",
          descriptionId: "Tabir surya dengan filter UV mineral.",
        },
        spf,
      ),
    );
    expect(violations.map((violation) => [violation.rule, violation.field])).toEqual([
      ["uv-class", "descriptionEn"],
      ["uv-class", "descriptionId"],
    ]);
    expect(violations[0]?.detail).toContain("chemical (ETHYLHEXYL METHOXYCINNAMATE");
  });

  it("accepts the right class", () => {
    expect(rules(product(mineralSunscreen, { descriptionEn: "Mineral UV filters sit on the skin." }, spf))).toEqual([]);
    expect(rules(product(chemicalSunscreen, { descriptionId: "Filter UV kimia yang ringan." }, spf))).toEqual([]);
    expect(
      rules(
        product(
          hybridSunscreen,
          { descriptionEn: "A hybrid sunscreen: a mineral filter alongside a chemical one." },
          spf,
        ),
      ),
    ).toEqual([]);
  });

  it("refuses mineral or chemical alone for a hybrid, and physical for chemical filters", () => {
    expect(rules(product(hybridSunscreen, { descriptionEn: "Mineral sun protection." }, spf))).toEqual(["uv-class"]);
    expect(rules(product(chemicalSunscreen, { usageEn: "A physical sunscreen." }, spf))).toEqual(["uv-class"]);
    expect(rules(product(["WATER", "GLYCERIN"], { descriptionEn: "A mineral sunscreen." }, spf))).toEqual(["uv-class"]);
  });

  it("reads mineral oil and minerals as no UV class", () => {
    expect(
      rules(
        product(["WATER", "PARAFFINUM LIQUIDUM"], {
          descriptionEn: "Rich in minerals. Mineral oil seals in moisture.",
          descriptionId: "Minyak mineral mengunci kelembapan.",
        }),
      ),
    ).toEqual([]);
  });

  it("refuses UV protection claims outside sunscreens", () => {
    expect(rules(product(["WATER", "TITANIUM DIOXIDE"], { descriptionEn: "It shields skin from the sun." }))).toEqual([
      "uv-claim",
    ]);
    expect(rules(product(["WATER", "TITANIUM DIOXIDE"], { descriptionId: "Memberi perlindungan UV." }))).toEqual([
      "uv-claim",
    ]);
    expect(rules(product(["WATER", "GLYCERIN"], { usageEn: "In the morning, follow with sunscreen." }))).toEqual([]);
  });
});

describe("checkClaims: actives named exactly", () => {
  it("refuses salicylic acid for willow bark", () => {
    const violations = checkClaims(
      product(["WATER", "SALIX ALBA (WILLOW) BARK EXTRACT", "GLYCERIN"], {
        descriptionEn: "With salicylic acid (BHA) to clear pores.",
        descriptionId: "Dengan asam salisilat untuk membersihkan pori.",
      }),
    );
    expect(violations.map((violation) => violation.rule)).toEqual(["not-exact", "not-exact", "not-exact"]);
    expect(violations[0]?.detail).toContain("SALIX ALBA (WILLOW) BARK EXTRACT");
  });

  it("accepts willow bark named as willow bark, and BHA for betaine salicylate", () => {
    expect(
      rules(product(["WATER", "SALIX ALBA BARK EXTRACT"], { descriptionEn: "With willow bark extract." })),
    ).toEqual([]);
    expect(
      rules(
        product(["WATER", "BETAINE SALICYLATE"], {
          ...sunscreenUse,
          descriptionEn: "Betaine salicylate, a gentle BHA.",
        }),
      ),
    ).toEqual([]);
  });

  it("refuses retinol for retinyl palmitate, and retinol for retinal", () => {
    expect(
      rules(product(["WATER", "RETINYL PALMITATE"], { ...eveningUse, descriptionEn: "Retinol smooths lines." })),
    ).toEqual(["not-exact"]);
    expect(
      rules(
        product(["WATER", "RETINAL"], {
          ...eveningUse,
          usageEn: "In the evening: retinol makes skin sun-sensitive, so wear sunscreen by day.",
        }),
      ),
    ).toEqual(["not-exact"]);
    expect(
      rules(product(["WATER", "RETINYL PALMITATE"], { ...eveningUse, descriptionEn: "With retinyl palmitate." })),
    ).toEqual([]);
    expect(rules(product(["WATER", "RETINAL"], { ...eveningUse, descriptionEn: "A retinoid: retinal." }))).toEqual([]);
  });

  it("reads a longer name before the name inside it", () => {
    expect(
      rules(
        product(["WATER", "CAPRYLOYL SALICYLIC ACID"], {
          ...sunscreenUse,
          descriptionEn: "With capryloyl salicylic acid.",
        }),
      ),
    ).toEqual([]);
    expect(
      rules(product(["WATER", "3-O-ETHYL ASCORBIC ACID"], { descriptionEn: "Vitamin C (3-O-ethyl ascorbic acid)." })),
    ).toEqual([]);
    expect(rules(product(["WATER", "ALPHA-ARBUTIN"], { descriptionEn: "With alpha-arbutin." }))).toEqual([]);
  });

  it("counts salts of hyaluronic acid as hyaluronic acid, but not a different vitamin C as ascorbic acid", () => {
    expect(rules(product(["WATER", "SODIUM HYALURONATE"], { descriptionEn: "Hyaluronic acid hydrates." }))).toEqual([]);
    expect(rules(product(["WATER", "ASCORBYL GLUCOSIDE"], { descriptionEn: "With ascorbic acid." }))).toEqual([
      "not-exact",
    ]);
    expect(rules(product(["WATER", "ASCORBYL GLUCOSIDE"], { descriptionEn: "With vitamin C." }))).toEqual([]);
  });

  it("refuses a centella claim carried by madecassoside alone", () => {
    expect(rules(product(["WATER", "MADECASSOSIDE"], { descriptionEn: "Centella calms skin." }))).toEqual([
      "not-exact",
    ]);
  });
});

describe("checkClaims: ingredients absent from the list", () => {
  it("refuses a fallback naming glycerin in a product without it", () => {
    const violations = checkClaims(
      product(["WATER", "BUTYLENE GLYCOL"], { descriptionEn: "A simple formula built on water and glycerin." }),
    );
    expect(violations).toEqual([
      { rule: "absent", field: "descriptionEn", detail: "names glycerin, which is not in the list" },
    ]);
  });

  it("reads Indonesian names", () => {
    expect(rules(product(["WATER", "GLYCERIN"], { descriptionId: "Dengan lidah buaya dan teh hijau." }))).toEqual([
      "absent",
      "absent",
    ]);
  });

  it("ignores the product's own name and brand", () => {
    expect(
      rules(
        product(
          ["WATER", "RETINYL PALMITATE"],
          { ...eveningUse, descriptionEn: "The Retinol Night Cream from Snail Lab is a cream." },
          { name: "Retinol Night Cream", brand: "Snail Lab" },
        ),
      ),
    ).toEqual([]);
  });

  it("reads a rice-grain amount as no rice extract", () => {
    expect(rules(product(["WATER"], { usageEn: "Take a rice-grain amount for both eyes." }))).toEqual([]);
  });
});

describe("checkClaims: key ingredients", () => {
  const long = (at: number, name: string) =>
    Array.from({ length: 30 }, (_, index) => (index + 1 === at ? name : `FILLER ${index + 1}`));

  it("lets any ingredient be key in the top five only", () => {
    expect(rules(product(long(5, "CAMELLIA SINENSIS LEAF EXTRACT"), { descriptionEn: "Green tea calms." }))).toEqual(
      [],
    );
    const violations = checkClaims(
      product(long(14, "CAMELLIA SINENSIS LEAF EXTRACT"), { descriptionEn: "Green tea calms." }),
    );
    expect(violations).toEqual([
      {
        rule: "not-key",
        field: "descriptionEn",
        detail: "features green tea, but CAMELLIA SINENSIS LEAF EXTRACT is only at position 14 of 30",
      },
    ]);
  });

  it("lets actives be key down to their effective position", () => {
    expect(rules(product(long(9, "NIACINAMIDE"), { descriptionEn: "With niacinamide." }))).toEqual([]);
    expect(rules(product(long(12, "NIACINAMIDE"), { descriptionEn: "With niacinamide." }))).toEqual(["not-key"]);
    expect(rules(product(long(24, "ADENOSINE"), { descriptionEn: "With adenosine." }))).toEqual([]);
    expect(rules(product(long(18, "ETHYLHEXYL SALICYLATE"), { descriptionEn: "" }))).toEqual([]);
  });

  it("lets usage advice name a trace ingredient that is in the list", () => {
    expect(
      rules(
        product(long(28, "GLYCOLIC ACID"), { ...sunscreenUse, usageEn: "It contains glycolic acid: wear sunscreen." }),
      ),
    ).toEqual([]);
  });

  it("checks the declared key ingredients", () => {
    const claimed = product(long(14, "BUTYLENE GLYCOL"), {}, { keyIngredients: ["Butylene Glycol", "Glycerin"] });
    expect(checkClaims(claimed)).toEqual([
      { rule: "not-key", field: "keyIngredients", detail: "Butylene Glycol is at position 14, below position 5" },
      { rule: "absent", field: "keyIngredients", detail: "Glycerin is not in the list" },
    ]);
  });

  it("keeps a neck cream off the face's concerns (Amorepacific's Line Revolution Firming Neck Crème)", () => {
    const neck = { name: "Line Revolution Firming Neck Crème", productType: "moisturizer" } as const;
    const pores = { descriptionEn: "Niacinamide helps balance oil and refine the look of pores." };
    expect(rules(product(long(8, "NIACINAMIDE"), pores, neck))).toEqual(["face-concern-on-neck"]);
    expect(rules(product(long(8, "NIACINAMIDE"), pores))).toEqual([]);
  });

  it("refuses a key ingredient its label states below its working amount (COSRX's niacinamide micellar water)", () => {
    const claimed = product(long(8, "NIACINAMIDE"), {}, { keyIngredients: ["Niacinamide"] });
    const stated = (percent: number) => ({
      ...claimed,
      ingredients: claimed.ingredients.map((entry) =>
        entry.inciName === "NIACINAMIDE" ? { ...entry, statedPercent: percent } : entry,
      ),
    });
    expect(checkClaims(claimed)).toEqual([]);
    expect(checkClaims(stated(0.1))).toEqual([
      {
        rule: "below-working-amount",
        field: "keyIngredients",
        detail: "Niacinamide is stated at 0.1 %, below the amount at which it works",
      },
    ]);
    expect(checkClaims(stated(2))).toEqual([]);
  });

  it("lets a leave-on text feature an active its label states at its working amount, wherever it is listed (COSRX's The Retinol 0.1 Cream)", () => {
    const retinol25th = product(long(25, "RETINOL"), {}, { keyIngredients: ["Retinol"], productType: "moisturizer" });
    const stated = {
      ...retinol25th,
      ingredients: retinol25th.ingredients.map((entry) =>
        entry.inciName === "RETINOL" ? { ...entry, statedPercent: 0.1 } : entry,
      ),
    };
    const keyIngredientRules = (checked: Parameters<typeof checkClaims>[0]) =>
      checkClaims(checked)
        .filter((violation) => violation.field === "keyIngredients")
        .map((violation) => violation.rule);
    expect(keyIngredientRules(retinol25th)).toEqual(["not-key"]);
    expect(keyIngredientRules(stated)).toEqual([]);
  });
});

describe("keyPositionLimit", () => {
  it.each([
    ["Camellia Sinensis Leaf Extract", 5],
    ["NIACINAMIDE", 10],
    ["SALICYLIC ACID", 15],
    ["RETINOL", 20],
    ["SODIUM HYALURONATE", 20],
    ["ADENOSINE", 25],
    ["PALMITOYL TRIPEPTIDE-1", 25],
    ["CERAMIDE NP", 25],
    ["ASCORBIC ACID", 5],
    ["ASCORBYL GLUCOSIDE", 10],
    ["ZINC OXIDE", 15],
  ])("%s: %i", (name, limit) => {
    expect(keyPositionLimit(name, true)).toBe(limit);
  });

  it("reads INCI names without parenthesised common names", () => {
    expect(normaliseInci("Salix Alba (Willow)  Bark Extract")).toBe("SALIX ALBA BARK EXTRACT");
  });
});

describe("checkClaims: skin types the flags contradict", () => {
  const toner = { productType: "toner" as const, form: "liquid" as const, name: "Fresh Nature Toner" };

  it("refuses dry skin, dryness, sensitive skin and every skin type beside alcohol in the first five", () => {
    for (const descriptionEn of [
      "Suitable for dry and normal skin.",
      "Worth a look if dryness is on your mind.",
      "Gentle on sensitive skin.",
      "Gentle enough for every skin type.",
    ])
      expect(rules(product(realLists.alcoholToner, { descriptionEn }, toner)), descriptionEn).toEqual([
        "skin-contradicted",
      ]);
    for (const descriptionId of ["Cocok untuk kulit kering.", "Cukup lembut untuk semua jenis kulit."])
      expect(rules(product(realLists.alcoholToner, { descriptionId }, toner)), descriptionId).toEqual([
        "skin-contradicted",
      ]);
  });

  it("accepts the skin types the list leaves, the same words without a contradicting flag, and 'dry skin' in how to use", () => {
    expect(rules(product(realLists.alcoholToner, { descriptionEn: "Suitable for oily skin." }, toner))).toEqual([]);
    expect(rules(product(realLists.alcoholToner, { usageEn: "Sweep over clean, dry skin." }, toner))).toEqual([]);
    const withoutAlcohol = realLists.alcoholToner.filter((name) => name !== "ALCOHOL DENAT.");
    expect(rules(product(withoutAlcohol, { descriptionEn: "Gentle enough for every skin type." }, toner))).toEqual([]);
  });

  it("refuses how-to-use advice for more product on dry skin, in either language", () => {
    // Catalogue review of 2026-11-28: "Use a little more on dry patches." on a cream with essential oils.
    for (const usageEn of [
      "Use a little more on dry patches.",
      "On dry days, add a second layer.",
      "Mist over make-up whenever your face feels dry during the day.",
      "On thirsty skin it can be layered two or three times.",
    ])
      expect(rules(product(realLists.alcoholToner, { usageEn }, toner)), usageEn).toEqual(["skin-contradicted"]);
    for (const usageId of [
      "Gunakan sedikit lebih banyak di area yang kering.",
      "Saat kulit terasa kering, tambahkan satu lapis lagi.",
    ])
      expect(rules(product(realLists.alcoholToner, { usageId }, toner)), usageId).toEqual(["skin-contradicted"]);
    const withoutAlcohol = realLists.alcoholToner.filter((name) => name !== "ALCOHOL DENAT.");
    expect(rules(product(withoutAlcohol, { usageEn: "Use a little more on dry patches." }, toner))).toEqual([]);
  });

  it("reads essential oils, a retinoid and an exfoliating acid as contradictions too", () => {
    for (const listed of ["LAVANDULA ANGUSTIFOLIA OIL", "GLYCOLIC ACID"])
      expect(
        rules(product(["WATER", "GLYCERIN", listed], { ...sunscreenUse, descriptionEn: "Suitable for dry skin." })),
      ).toEqual(["skin-contradicted"]);
    expect(
      rules(product(realLists.retinalCream, { ...eveningUse, descriptionEn: "Suitable for all skin types." })),
    ).toEqual(["skin-contradicted"]);
  });

  it("reads an essential oil left out of the list, and a soap or sulfate cleanser, as contradictions", () => {
    // mizon-witchhazel-90-toner: "Lemongrass Oil" is left out as unreadable
    const witchHazel = ["Hamamelis Virginiana (Witch Hazel) Extract (90%)", "Water", "Butylene Glycol", "Glycerin"];
    const descriptionEn = "Suitable for dry and normal skin.";
    expect(rules(product(witchHazel, { descriptionEn }, { ...toner, leftOut: ["Lemongrass Oil"] }))).toEqual([
      "skin-contradicted",
    ]);
    expect(rules(product(witchHazel, { descriptionEn }, toner))).toEqual([]);
    const cleanser = { productType: "water-based cleanser" as const, form: "foam" as const };
    expect(rules(product(realLists.soapFoam, { descriptionEn }, cleanser))).toEqual(["skin-contradicted"]);
  });
});

describe("checkClaims: key ingredients near the end", () => {
  const mask = { productType: "mask" as const, form: "sleeping" as const, name: "Skin Pot Sleeping Pack" };

  it("refuses featuring one of the list's last three entries, even at its effective position", () => {
    expect(checkClaims(product(realLists.sleepingPack, { descriptionEn: "With adenosine." }, mask))).toEqual([
      {
        rule: "near-end",
        field: "descriptionEn",
        detail: "features adenosine, but ADENOSINE is only at position 18 of 20",
      },
    ]);
    expect(rules(product(realLists.sleepingPack, {}, { ...mask, keyIngredients: ["ADENOSINE"] }))).toEqual([
      "near-end",
    ]);
  });

  it("still lets the first five be key in a short list, and usage advice name the end of a list", () => {
    const short = realLists.caffeineMask.slice(0, 4);
    expect(rules(product(short, { descriptionEn: "Glycerin draws in water." }, mask))).toEqual([]);
    expect(rules(product(realLists.sleepingPack, { usageEn: "At night it adds adenosine." }, mask))).toEqual([]);
  });
});

describe("checkClaims: retinoids by night", () => {
  it("refuses a retinoid product's texts that suggest the morning or leave out evening or sunscreen", () => {
    expect(
      rules(
        product(realLists.retinalCream, {
          ...eveningUse,
          usageEn: "Use morning or night, after serum. Wear sunscreen.",
        }),
      ),
    ).toEqual(["retinoid-daytime"]);
    expect(rules(product(realLists.retinalCream, { ...eveningUse, usageId: "Gunakan pagi dan malam." }))).toEqual([
      "retinoid-daytime",
      "retinoid-daytime",
    ]);
    expect(
      rules(product(realLists.retinalCream, { ...eveningUse, usageEn: "Smooth over the face at night." })),
    ).toEqual(["retinoid-daytime"]);
    expect(
      rules(
        product(realLists.retinalCream, {
          ...eveningUse,
          descriptionEn: "A cream that keeps skin soft and comfortable all day.",
          descriptionId: "Krim yang menjaga kulit tetap lembut sepanjang hari.",
        }),
      ),
      // "Comfortable" is also the mildness a retinoid contradicts.
    ).toEqual(["skin-contradicted", "retinoid-daytime", "retinoid-daytime"]);
  });

  it("accepts evening use with sunscreen, and leaves sunscreens and products without a retinoid alone", () => {
    expect(rules(product(realLists.retinalCream, eveningUse))).toEqual([]);
    const withoutRetinal = realLists.retinalCream.filter((name) => name !== "RETINAL");
    expect(rules(product(withoutRetinal, { usageEn: "Use morning or night." }))).toEqual([]);
    expect(
      rules(product(realLists.retinalCream, { usageEn: "Every morning, as the last step." }, { productType: "spf" })),
    ).toEqual([]);
  });
});

describe("checkClaims: no fine lines for a spot treatment", () => {
  const texts = {
    descriptionEn: "Adenosine works to soften the look of wrinkles.",
    descriptionId: "Adenosine membantu menyamarkan tampilan kerutan.",
    // Salicylic acid in a leave-on list asks for sunscreen.
    usageEn: "Dab onto a blemish; wear sunscreen by day.",
    usageId: "Totolkan ke jerawat; gunakan sunscreen di siang hari.",
  };

  it("refuses fine lines on a spot cream, in both languages, and accepts them on a serum of the same list", () => {
    // Nacific's Origin Red Salicylic Acid Spot Cream (eighth review): adenosine 19th of 36.
    const spot = {
      productType: "treatment" as const,
      form: "cream" as const,
      name: "Origin Red Salicylic Acid Spot Cream",
    };
    expect(rules(product(realLists.salicylicSpotCream, texts, spot))).toEqual([
      "fine-lines-on-spot",
      "fine-lines-on-spot",
    ]);
    expect(rules(product(realLists.salicylicSpotCream, texts, { ...spot, name: "Origin Red Serum" }))).toEqual([]);
  });
});

describe("checkClaims: a night product by night", () => {
  it("refuses use by day for a product whose name says night, and accepts it for one whose name does not", () => {
    const texts = { usageEn: "Use it morning, evening or both.", usageId: "Gunakan pagi dan malam." };
    const serum = ["Water", "Glycerin", "Niacinamide", "Phenoxyethanol"];
    expect(rules(product(serum, texts, { name: "No.6 Sleep Mask Serum", productType: "treatment" }))).toEqual([
      "night-product-daytime",
      "night-product-daytime",
    ]);
    expect(rules(product(serum, texts, { name: "No.5 Serum", productType: "treatment" }))).toEqual([]);
  });
});

describe("checkClaims: puffiness only for the eyes", () => {
  const texts = {
    descriptionEn: "Caffeine works to reduce the look of puffiness.",
    descriptionId: "Kafein mengurangi tampilan bengkak.",
  };

  it("refuses puffiness on a sheet mask, in both languages, and accepts it on an eye product", () => {
    expect(rules(product(realLists.caffeineMask, texts, { productType: "mask", form: "sheet" }))).toEqual([
      "puffiness-not-eye",
      "puffiness-not-eye",
    ]);
    expect(rules(product(realLists.caffeineMask, texts, { productType: "eye-cream", form: "sheet" }))).toEqual([]);
  });
});

describe("checkClaims: texts that fit the product (fifth catalogue review)", () => {
  const pad = { productType: "toner" as const, form: "pad" as const, name: "Heartleaf Clear Pad" };
  const padSkin = { ...pad, skinTypes: ["oily", "combination", "normal"] as const };
  const featuringPha = {
    descriptionEn: "Gluconolactone (PHA) works to exfoliate gently.",
    descriptionId: "Gluconolactone (PHA) mengeksfoliasi dengan lembut.",
  };

  it("refuses a pad laid on areas that need extra moisture beside an exfoliating acid (Anua's Heartleaf Clear Pad)", () => {
    const usage = {
      ...sunscreenUse,
      usageEn: "Lay a pad on areas that need extra moisture, like a mini mask. Follow with sunscreen.",
      usageId: "Tempelkan pad di area yang butuh kelembapan ekstra. Lanjutkan dengan sunscreen.",
    };
    expect(rules(product(realLists.phaPad, usage, pad))).toEqual(["skin-contradicted", "skin-contradicted"]);
  });

  it("asks a how-to-use to name sunscreen when the description features an exfoliating acid", () => {
    const noSunscreen = { usageEn: "Sweep one pad over the face.", usageId: "Usapkan satu pad ke wajah." };
    const violations = checkClaims(product(realLists.phaPad, { ...featuringPha, ...noSunscreen }, padSkin));
    expect(violations.map((violation) => violation.rule)).toEqual(["sun-advice-missing", "sun-advice-missing"]);
    expect(violations[0]?.detail).toContain("Gluconolactone");
    expect(rules(product(realLists.phaPad, { ...featuringPha, ...sunscreenUse }, padSkin))).toEqual([]);
  });

  it("asks a leave-on product whose list raises the exfoliating-acids flag to name sunscreen, featured or not (COSRX's Refresh AHA/BHA toner)", () => {
    const noSunscreen = {
      usageEn: "Sweep it over the face with a cotton pad.",
      usageId: "Usapkan ke wajah dengan kapas.",
    };
    const toner = { productType: "exfoliant" as const, form: "liquid" as const };
    const violations = checkClaims(product(realLists.unfeaturedAcidToner, noSunscreen, toner));
    expect(violations.map((violation) => violation.rule)).toEqual(["sun-advice-missing", "sun-advice-missing"]);
    expect(violations[0]?.detail).toContain("Glycolic Acid");
    expect(rules(product(realLists.unfeaturedAcidToner, sunscreenUse, toner))).toEqual([]);
    // A product rinsed off within a minute asks only for an acid it features.
    const foam = { productType: "water-based cleanser" as const, form: "foam" as const };
    expect(rules(product(realLists.unfeaturedAcidToner, noSunscreen, foam))).toEqual([]);
  });

  it("refuses breakouts, pores and oil on an eye cream, and accepts them elsewhere (Swanicoco)", () => {
    const texts = {
      descriptionEn: "There is also niacinamide to balance oil and refine the look of pores.",
      descriptionId: "Layak dicoba jika kamu sedang fokus pada garis halus dan jerawat.",
    };
    expect(rules(product(realLists.niacinamideEyeCream, texts, { productType: "eye-cream" }))).toEqual([
      "face-concern-on-eye",
      "face-concern-on-eye",
    ]);
    expect(rules(product(realLists.niacinamideEyeCream, texts))).toEqual([]);
  });

  it("refuses dry skin spoken to for a product shown for oily and combination skin only (Laneige's Water Bank mist)", () => {
    const mist = { productType: "toner" as const, form: "mist" as const, skinTypes: ["oily", "combination"] as const };
    const texts = {
      descriptionEn: "A sensible pick when dryness and redness are the main concern.",
      usageEn: "Mist over make-up whenever your face feels dry during the day.",
      usageId: "Saat kulit sangat kering, lapisan tipis kedua akan terasa lebih nyaman.",
    };
    expect(rules(product(realLists.hydratingMist, texts, mist))).toEqual([
      "skin-type-absent",
      "skin-type-absent",
      "skin-type-absent",
    ]);
    expect(rules(product(realLists.hydratingMist, texts, { ...mist, skinTypes: ["dry", "combination"] }))).toEqual([]);
    expect(
      rules(
        product(
          realLists.hydratingMist,
          { usageEn: "On oily areas, a thinner layer is plenty." },
          {
            skinTypes: ["dry", "normal"],
          },
        ),
      ),
    ).toEqual(["skin-type-absent"]);
  });

  it("features a ceramide in a rinse-off soap only in its upper list (Mamonde's Micro Deep Cleansing Foam)", () => {
    const texts = { descriptionEn: "It is built around ceramides to reinforce the skin barrier." };
    expect(
      rules(product(realLists.ceramideSoapFoam, texts, { productType: "water-based cleanser", form: "foam" })),
    ).toEqual(["not-key"]);
    expect(rules(product(realLists.ceramideSoapFoam, texts))).toEqual([]);
    expect(keyPositionLimit("CERAMIDE AP", false)).toBe(10);
    expect(keyPositionLimit("SALICYLIC ACID", false)).toBe(15);
  });
});

describe("checkClaims: mildness and hydration the list contradicts", () => {
  it("refuses a soap foam called gentle, comfortable or not tight (a harsh cleansing base)", () => {
    const foam = { productType: "water-based cleanser" as const, form: "foam" as const };
    for (const descriptionEn of [
      "An everyday foaming cleanser, gentle enough for mornings and thorough enough for evenings.",
      "A foaming cleanser that washes away sweat and leaves skin comfortable.",
      "This foaming cleanser cleans thoroughly without that tight, squeaky feeling.",
    ])
      expect(rules(product(realLists.soapFoam, { descriptionEn }, foam)), descriptionEn).toEqual(["skin-contradicted"]);
    expect(
      rules(product(realLists.soapFoam, { descriptionEn: "It lifts away the day's oil, sweat and grime." }, foam)),
    ).toEqual([]);
  });

  it("refuses hydration claimed for a toner with alcohol second (Secret Key's Fresh Nature Toner)", () => {
    const toner = { productType: "toner" as const, form: "liquid" as const };
    const texts = {
      descriptionEn: "A light toner to bring back moisture the moment your cleanser is rinsed off.",
      descriptionId: "Toner ringan untuk mengembalikan kelembapan begitu sabun cuci muka selesai dibilas.",
    };
    expectRefusedInBoth("hydration-against-alcohol", texts, toner, {
      list: realLists.alcoholToner,
      clean: realLists.hydratingMist,
    });
  });

  it("asks the how-to-use of a product its name keeps to the night to say so", () => {
    const night = { name: "Time Revolution Night Repair Probio Ampoule", productType: "treatment" as const };
    const ampoule = ["WATER", "BUTYLENE GLYCOL", "GLYCERIN", "NIACINAMIDE", "ADENOSINE"];
    const usage = (usageEn: string, usageId: string) => rules(product(ampoule, { usageEn, usageId }, night));
    expect(usage("Apply a few drops to clean skin.", "Aplikasikan beberapa tetes ke kulit yang bersih.")).toEqual([
      "night-product-daytime",
      "night-product-daytime",
    ]);
    expect(usage("Apply a few drops in the evening.", "Aplikasikan beberapa tetes di malam hari.")).toEqual([]);
  });

  it("refuses a healthy skin barrier claimed beside alcohol in the first five (Hanskin's Hyaluron Moisture Cream)", () => {
    const cream = { productType: "moisturizer" as const, form: "cream" as const };
    const texts = {
      descriptionEn:
        "This moisturising cream from Hanskin locks in the layers beneath it and supports a healthy skin barrier.",
      descriptionId:
        "Krim pelembap dari Hanskin ini mengunci lapisan perawatan di bawahnya dan menjaga skin barrier tetap sehat.",
    };
    expect(rules(product(realLists.alcoholToner, texts, cream))).toEqual([
      "hydration-against-alcohol",
      "hydration-against-alcohol",
    ]);
    expect(rules(product(realLists.hydratingMist, texts, cream))).not.toContain("hydration-against-alcohol");
  });
});

describe("checkClaims: comfort, texture and a short formula against the list", () => {
  it("refuses skin kept soft and comfortable beside alcohol in the first five (Lioele's Multi Seaweed Gel)", () => {
    const gel = { productType: "moisturizer" as const, form: "gel" as const, skinTypes: ["combination" as const] };
    const texts = {
      descriptionEn:
        "The Multi Seaweed Gel from Lioele is a gel moisturiser that keeps skin soft and comfortable all day.",
      descriptionId:
        "Multi Seaweed Gel dari Lioele adalah gel pelembap yang menjaga kulit tetap lembut dan nyaman sepanjang hari.",
    };
    expectRefusedInBoth("skin-contradicted", texts, gel, {
      list: realLists.alcoholSeaweedGel,
      clean: realLists.hydratingMist,
    });
  });

  it("refuses a watery or lightweight essence whose list is an emulsion (belif's Classic Essence Increment)", () => {
    const essence = { productType: "essence" as const, form: "liquid" as const };
    for (const [descriptionEn, descriptionId] of [
      [
        "A watery essence from belif, the step Korean routines rely on for a bouncy, dewy finish.",
        "Essence bertekstur cair dari belif, langkah andalan rutinitas Korea untuk kulit yang kenyal dan tampak segar.",
      ],
      [
        "An essence from belif for the middle of your routine, where it adds moisture without any weight.",
        "Essence dari belif untuk bagian tengah rutinitasmu, menambah kelembapan tanpa terasa berat.",
      ],
    ] as const) {
      const texts = { descriptionEn, descriptionId };
      expect(rules(product(realLists.emulsionEssence, texts, essence)), descriptionEn).toEqual([
        "texture-against-list",
        "texture-against-list",
      ]);
      expect(rules(product(realLists.hydratingMist, texts, essence)), descriptionEn).toEqual([]);
    }
  });

  it("refuses a short formula for a list with an oil fourth and no emulsifier (Ciracle's Anti-Redness K Lotion)", () => {
    const lotion = { productType: "moisturizer" as const, form: "lotion" as const };
    const texts = {
      descriptionEn: "A short formula of 7 ingredients.",
      descriptionId: "Formulanya ringkas, hanya berisi 7 bahan.",
    };
    const withEmulsifier = [...realLists.cutLotion.slice(0, 6), "GLYCERYL STEARATE", "PHENOXYETHANOL"];
    expectRefusedInBoth("short-list-not-whole", texts, lotion, { list: realLists.cutLotion, clean: withEmulsifier });
  });

  it("refuses dry or sensitive skin for a serum with pure ascorbic acid second (COSRX's The Vitamin C 23 Serum)", () => {
    const serum = { productType: "treatment" as const, form: "liquid" as const, name: "The Vitamin C 23 Serum" };
    const texts = { descriptionEn: "It suits routines that focus on dryness, redness and fine lines." };
    expect(rules(product(realLists.vitaminC23Serum, texts, serum))).toEqual(["skin-contradicted"]);
  });
});
