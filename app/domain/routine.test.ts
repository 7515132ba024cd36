import { describe, expect, it } from "vitest";
import { productTypes } from "./product-types";
import {
  type RoutineProduct,
  type RoutineProducts,
  type RoutineWarningKind,
  checkRoutine,
  dryAirUpTo,
  highUvIndexFrom,
  humidAirFrom,
  orderedRoutine,
  pastedListId,
  pastedListWarnings,
  routineAdviceKinds,
  routineStepOf,
  routineWarningKinds,
  slotsFor,
} from "./routine";
import { routineSources } from "./routine-sources";

/** Pads a list so the entries after it start at the given position. */
const filler = (count: number) => Array.from({ length: count }, (_, index) => `FILLER ${index + 1}`);

function product(id: string, productType: RoutineProduct["productType"], inciNames: readonly string[]): RoutineProduct {
  return {
    id,
    name: id,
    brand: "Testbrand",
    productType,
    ingredients: inciNames.map((inciName, index) => ({ position: index + 1, inciName })),
  };
}

const oilCleanser = product("oil-cleanser", "oil-based cleanser", ["CAPRYLIC/CAPRIC TRIGLYCERIDE", "POLYSORBATE 80"]);
const gelCleanser = product("gel-cleanser", "water-based cleanser", ["WATER", "COCAMIDOPROPYL BETAINE", "GLYCERIN"]);
const glycolicToner = product("glycolic-toner", "toner", [
  "WATER",
  "GLYCOLIC ACID",
  "BUTYLENE GLYCOL",
  "SODIUM HYDROXIDE",
]);
const lacticExfoliant = product("lactic-exfoliant", "exfoliant", ["WATER", "LACTIC ACID", "GLYCERIN"]);
const bhaExfoliant = product("bha-exfoliant", "exfoliant", ["WATER", "SALICYLIC ACID", "BUTYLENE GLYCOL"]);
const phaToner = product("pha-toner", "toner", ["WATER", "GLUCONOLACTONE", "GLYCERIN"]);
const retinolSerum = product("retinol-serum", "treatment", ["WATER", "GLYCERIN", "RETINOL", "TOCOPHEROL"]);
const vitaminCSerum = product("vitamin-c-serum", "treatment", ["WATER", "ASCORBIC ACID", "PROPYLENE GLYCOL"]);
const ascorbylGlucosideEssence = product("ascorbyl-glucoside-essence", "essence", ["WATER", "ASCORBYL GLUCOSIDE"]);
const benzoylPeroxideGel = product("bpo-gel", "treatment", ["WATER", "BENZOYL PEROXIDE", "GLYCERIN"]);
const niacinamideSerum = product("niacinamide-serum", "treatment", ["WATER", "NIACINAMIDE", "ZINC PCA"]);
const plainCream = product("plain-cream", "moisturizer", ["WATER", "GLYCERIN", "CETEARYL ALCOHOL", "DIMETHICONE"]);
/** Citric acid as the pH adjuster at the end of a long list. */
const creamWithCitricAcid = product("citric-cream", "moisturizer", [...filler(13), "CITRIC ACID"]);
const sunscreen = product("daily-sunscreen", "spf", ["WATER", "ZINC OXIDE", "NIACINAMIDE"]);

const routine = (morning: RoutineProduct[], evening: RoutineProduct[]): RoutineProducts => ({ morning, evening });
const kinds = (products: RoutineProducts) => checkRoutine(products, null).warnings.map((warning) => warning.kind);
const raised = (products: RoutineProducts, kind: RoutineWarningKind) =>
  checkRoutine(products, null).warnings.filter((warning) => warning.kind === kind);

describe("routine steps and slots", () => {
  it("places each product type at its step", () => {
    expect(productTypes.map(routineStepOf)).toEqual([
      "cleanse",
      "cleanse",
      "exfoliate",
      "tone",
      "essence",
      "serum",
      "mask",
      "eye",
      "moisturise",
      "sunscreen",
    ]);
  });

  it("keeps sunscreen to the morning and lets every other type into both slots", () => {
    expect(slotsFor("spf")).toEqual(["morning"]);
    for (const type of productTypes.filter((productType) => productType !== "spf")) {
      expect(slotsFor(type)).toEqual(["morning", "evening"]);
    }
  });
});

describe("orderedRoutine", () => {
  it("orders by step, the oil-based cleanser before the water-based one", () => {
    const ordered = orderedRoutine([sunscreen, plainCream, retinolSerum, glycolicToner, gelCleanser, oilCleanser]);
    expect(ordered.map((item) => item.id)).toEqual([
      "oil-cleanser",
      "gel-cleanser",
      "glycolic-toner",
      "retinol-serum",
      "plain-cream",
      "daily-sunscreen",
    ]);
  });

  it("keeps products of one type in the order they came in, without changing its input", () => {
    const input = [niacinamideSerum, glycolicToner, retinolSerum];
    expect(orderedRoutine(input).map((item) => item.id)).toEqual([
      "glycolic-toner",
      "niacinamide-serum",
      "retinol-serum",
    ]);
    expect(input.map((item) => item.id)).toEqual(["niacinamide-serum", "glycolic-toner", "retinol-serum"]);
  });
});

describe("checkRoutine: retinoid with an exfoliating acid", () => {
  it("warns of a retinoid and an AHA in one slot, naming the products and entries", () => {
    expect(raised(routine([], [retinolSerum, glycolicToner]), "retinoid-with-exfoliating-acid")).toEqual([
      {
        kind: "retinoid-with-exfoliating-acid",
        slot: "evening",
        activeClasses: ["retinoid", "aha"],
        productIds: ["glycolic-toner", "retinol-serum"],
        ingredients: ["GLYCOLIC ACID", "RETINOL"],
        sides: [
          { productId: "glycolic-toner", ingredients: ["GLYCOLIC ACID"] },
          { productId: "retinol-serum", ingredients: ["RETINOL"] },
        ],
        source: "aad-exfoliation",
      },
    ]);
  });

  it("warns of a retinoid and a BHA", () => {
    const [warning] = raised(routine([bhaExfoliant, retinolSerum], []), "retinoid-with-exfoliating-acid");
    expect(warning?.activeClasses).toEqual(["retinoid", "bha"]);
    expect(warning?.slot).toBe("morning");
  });

  it("does not warn of products used at different times of day", () => {
    expect(raised(routine([glycolicToner, sunscreen], [retinolSerum]), "retinoid-with-exfoliating-acid")).toEqual([]);
  });

  it("does not count a PHA", () => {
    expect(raised(routine([], [phaToner, retinolSerum]), "retinoid-with-exfoliating-acid")).toEqual([]);
  });

  it("does not count citric acid low in a list", () => {
    expect(raised(routine([], [retinolSerum, creamWithCitricAcid]), "retinoid-with-exfoliating-acid")).toEqual([]);
  });

  it("does not count one product that holds both", () => {
    const retinolPeel = product("retinol-peel", "exfoliant", ["WATER", "GLYCOLIC ACID", "RETINOL"]);
    expect(raised(routine([], [retinolPeel, plainCream]), "retinoid-with-exfoliating-acid")).toEqual([]);
  });

  it("names only what clashes across products", () => {
    const retinolPeel = product("retinol-peel", "exfoliant", ["WATER", "GLYCOLIC ACID", "RETINOL"]);
    const [warning] = raised(routine([], [retinolPeel, bhaExfoliant]), "retinoid-with-exfoliating-acid");
    expect(warning?.activeClasses).toEqual(["retinoid", "bha"]);
    expect(warning?.ingredients).toEqual(["RETINOL", "SALICYLIC ACID"]);
    // The peel's glycolic acid is on the same side as its retinol, so it is not named.
    expect(warning?.sides).toEqual([
      { productId: "retinol-peel", ingredients: ["RETINOL"] },
      { productId: "bha-exfoliant", ingredients: ["SALICYLIC ACID"] },
    ]);
  });
});

describe("checkRoutine: vitamin C with an acid", () => {
  it("warns of L-ascorbic acid with an AHA, a BHA or a PHA in one slot", () => {
    for (const acid of [glycolicToner, bhaExfoliant, phaToner]) {
      const [warning] = raised(routine([acid, vitaminCSerum, sunscreen], []), "vitamin-c-with-acid");
      expect(warning?.productIds).toEqual([acid.id, "vitamin-c-serum"]);
      expect(warning?.source).toBe("pinnell-2001");
    }
  });

  it("does not count vitamin C derivatives", () => {
    expect(raised(routine([glycolicToner, ascorbylGlucosideEssence], []), "vitamin-c-with-acid")).toEqual([]);
  });

  it("does not warn across slots", () => {
    expect(raised(routine([vitaminCSerum, sunscreen], [glycolicToner]), "vitamin-c-with-acid")).toEqual([]);
  });
});

describe("checkRoutine: benzoyl peroxide with a retinoid", () => {
  it("warns of both in one slot", () => {
    expect(raised(routine([], [benzoylPeroxideGel, retinolSerum]), "benzoyl-peroxide-with-retinoid")).toEqual([
      {
        kind: "benzoyl-peroxide-with-retinoid",
        slot: "evening",
        activeClasses: ["retinoid", "benzoyl-peroxide"],
        productIds: ["bpo-gel", "retinol-serum"],
        ingredients: ["BENZOYL PEROXIDE", "RETINOL"],
        sides: [
          { productId: "bpo-gel", ingredients: ["BENZOYL PEROXIDE"] },
          { productId: "retinol-serum", ingredients: ["RETINOL"] },
        ],
        source: "martin-1998",
      },
    ]);
  });

  it("does not warn of benzoyl peroxide in the morning and a retinoid at night", () => {
    expect(raised(routine([benzoylPeroxideGel, sunscreen], [retinolSerum]), "benzoyl-peroxide-with-retinoid")).toEqual(
      [],
    );
  });
});

describe("checkRoutine: the same active twice", () => {
  it("warns of one class in two products of a slot, once per class", () => {
    expect(raised(routine([glycolicToner, lacticExfoliant, sunscreen], []), "same-active-twice")).toEqual([
      {
        kind: "same-active-twice",
        slot: "morning",
        activeClasses: ["aha"],
        productIds: ["lactic-exfoliant", "glycolic-toner"],
        ingredients: ["LACTIC ACID", "GLYCOLIC ACID"],
        sides: [
          { productId: "lactic-exfoliant", ingredients: ["LACTIC ACID"] },
          { productId: "glycolic-toner", ingredients: ["GLYCOLIC ACID"] },
        ],
        source: "otc-acne-labeling",
      },
    ]);
  });

  it("names a substance once when both products hold it", () => {
    const secondRetinol = product("retinol-cream", "moisturizer", ["WATER", "Retinol", "SHEA BUTTER"]);
    const [warning] = raised(routine([], [retinolSerum, secondRetinol]), "same-active-twice");
    expect(warning?.ingredients).toEqual(["RETINOL"]);
    expect(warning?.productIds).toEqual(["retinol-serum", "retinol-cream"]);
  });

  it("does not count citric acid low in a list, but does in the upper list", () => {
    expect(raised(routine([glycolicToner, creamWithCitricAcid, sunscreen], []), "same-active-twice")).toEqual([]);
    const citricEssence = product("citric-essence", "essence", ["WATER", "CITRIC ACID", "GLYCERIN"]);
    const [warning] = raised(routine([glycolicToner, citricEssence, sunscreen], []), "same-active-twice");
    expect(warning?.ingredients).toEqual(["GLYCOLIC ACID", "CITRIC ACID"]);
  });

  it("does not warn of one class in each slot", () => {
    expect(raised(routine([glycolicToner, sunscreen], [lacticExfoliant]), "same-active-twice")).toEqual([]);
  });
});

describe("checkRoutine: no sunscreen with actives", () => {
  it("warns in the morning of an evening retinoid without a morning sunscreen", () => {
    expect(raised(routine([gelCleanser, plainCream], [retinolSerum]), "no-sunscreen-with-actives")).toEqual([
      {
        kind: "no-sunscreen-with-actives",
        slot: "morning",
        activeClasses: ["retinoid"],
        productIds: ["retinol-serum"],
        ingredients: ["RETINOL"],
        sides: [{ productId: "retinol-serum", ingredients: ["RETINOL"] }],
        source: "fda-aha-sunburn-alert",
      },
    ]);
  });

  it("counts AHAs, BHAs and PHAs, each product once, morning products first", () => {
    const [warning] = raised(
      routine([phaToner, bhaExfoliant], [bhaExfoliant, glycolicToner, retinolSerum]),
      "no-sunscreen-with-actives",
    );
    expect(warning?.activeClasses).toEqual(["retinoid", "aha", "bha", "pha"]);
    expect(warning?.productIds).toEqual(["bha-exfoliant", "pha-toner", "glycolic-toner", "retinol-serum"]);
  });

  it("is cleared by a sunscreen in the morning", () => {
    expect(raised(routine([glycolicToner, sunscreen], [retinolSerum]), "no-sunscreen-with-actives")).toEqual([]);
  });

  it("is not raised without sun-sensitising actives", () => {
    const gentle = routine([niacinamideSerum, vitaminCSerum, creamWithCitricAcid], [benzoylPeroxideGel]);
    expect(raised(gentle, "no-sunscreen-with-actives")).toEqual([]);
  });
});

describe("checkRoutine: the whole result", () => {
  it("gives nothing for an empty routine", () => {
    expect(checkRoutine(routine([], []), null)).toEqual({ warnings: [], advice: [] });
    expect(checkRoutine(routine([], []), { uvIndex: 1, humidity: 55 })).toEqual({ warnings: [], advice: [] });
  });

  it("gives nothing for a routine without clashes", () => {
    expect(kinds(routine([gelCleanser, niacinamideSerum, plainCream, sunscreen], [oilCleanser, retinolSerum]))).toEqual(
      [],
    );
  });

  it("orders warnings by slot, morning first, then by kind, whatever the input order", () => {
    const morning = [retinolSerum, glycolicToner, lacticExfoliant];
    const evening = [retinolSerum, benzoylPeroxideGel, vitaminCSerum, glycolicToner];
    const warnings = checkRoutine(routine(morning, evening), null).warnings;
    expect(warnings.map((warning) => [warning.slot, warning.kind])).toEqual([
      ["morning", "retinoid-with-exfoliating-acid"],
      ["morning", "same-active-twice"],
      ["morning", "no-sunscreen-with-actives"],
      ["evening", "retinoid-with-exfoliating-acid"],
      ["evening", "vitamin-c-with-acid"],
      ["evening", "benzoyl-peroxide-with-retinoid"],
    ]);
    const reversed = checkRoutine(routine([...morning].reverse(), [...evening].reverse()), null).warnings;
    expect(reversed.map((warning) => [warning.slot, warning.kind])).toEqual(
      warnings.map((warning) => [warning.slot, warning.kind]),
    );
    expect(warnings[0]?.productIds).toEqual(["lactic-exfoliant", "glycolic-toner", "retinol-serum"]);
  });

  it("reads a product listed twice in a slot once", () => {
    expect(raised(routine([], [glycolicToner, glycolicToner]), "same-active-twice")).toEqual([]);
  });

  it("names a known source for every warning and advice kind", () => {
    const everything = checkRoutine(
      routine(
        [glycolicToner, lacticExfoliant, retinolSerum],
        [vitaminCSerum, glycolicToner, benzoylPeroxideGel, retinolSerum],
      ),
      { uvIndex: 11, humidity: 80 },
    );
    const dry = checkRoutine(routine([], []), { uvIndex: 0, humidity: 20 });
    expect(new Set(everything.warnings.map((warning) => warning.kind))).toEqual(new Set(routineWarningKinds));
    expect([...everything.advice, ...dry.advice].map((advice) => advice.kind)).toEqual([...routineAdviceKinds]);
    for (const { source } of [...everything.warnings, ...everything.advice, ...dry.advice]) {
      expect(routineSources[source].url).toMatch(/^https:\/\//);
    }
  });
});

describe("checkRoutine: climate advice", () => {
  const adviceFor = (uvIndex: number, humidity: number) => checkRoutine(routine([], []), { uvIndex, humidity }).advice;

  it("gives no advice when the location is unknown", () => {
    expect(checkRoutine(routine([sunscreen], []), null).advice).toEqual([]);
  });

  it("asks for SPF 50 from the WHO's high band, read on the rounded index", () => {
    expect(highUvIndexFrom).toBe(6);
    expect(adviceFor(5.4, 55)).toEqual([]);
    expect(adviceFor(5.5, 55)).toEqual([{ kind: "high-uv-spf50", uvIndex: 5.5, source: "who-uv-index" }]);
    expect(adviceFor(13.7, 55).map((advice) => advice.kind)).toEqual(["high-uv-spf50"]);
  });

  it("suggests light textures in humid air, from its threshold", () => {
    expect(adviceFor(2, humidAirFrom - 1)).toEqual([]);
    expect(adviceFor(2, humidAirFrom)).toEqual([
      { kind: "humid-gel", humidity: humidAirFrom, source: "sakuma-maibach-2012" },
    ]);
  });

  it("suggests a richer cream in dry air, up to its threshold", () => {
    expect(adviceFor(2, dryAirUpTo + 1)).toEqual([]);
    expect(adviceFor(2, dryAirUpTo)).toEqual([
      { kind: "dry-rich-cream", humidity: dryAirUpTo, source: "aad-dry-skin" },
    ]);
  });

  it("gives UV and humidity advice together, in a fixed order", () => {
    expect(adviceFor(7.3, 73).map((advice) => advice.kind)).toEqual(["high-uv-spf50", "humid-gel"]);
    expect(adviceFor(11.1, 15).map((advice) => advice.kind)).toEqual(["high-uv-spf50", "dry-rich-cream"]);
  });
});

describe("pastedListWarnings", () => {
  const pasted = (productType: RoutineProduct["productType"] | null, inciNames: readonly string[]) => ({
    productType,
    ingredients: inciNames.map((inciName, index) => ({ position: index + 1, inciName })),
  });
  const glycolicList = ["WATER", "GLYCOLIC ACID", "GLYCERIN"];

  it("warns of the clash the list would raise with a product of the routine, naming each side", () => {
    const warnings = pastedListWarnings(routine([sunscreen], [retinolSerum]), pasted("toner", glycolicList));
    expect(warnings).toEqual([
      {
        kind: "retinoid-with-exfoliating-acid",
        slot: "evening",
        activeClasses: ["retinoid", "aha"],
        productIds: [pastedListId, "retinol-serum"],
        ingredients: ["GLYCOLIC ACID", "RETINOL"],
        sides: [
          { productId: pastedListId, ingredients: ["GLYCOLIC ACID"] },
          { productId: "retinol-serum", ingredients: ["RETINOL"] },
        ],
        source: "aad-exfoliation",
      },
    ]);
  });

  it("reads a list without a type in both slots, and a sunscreen only in the morning", () => {
    const bothSlots = pastedListWarnings(
      routine([retinolSerum, sunscreen], [retinolSerum]),
      pasted(null, glycolicList),
    );
    expect(bothSlots.map((warning) => warning.slot)).toEqual(["morning", "evening"]);
    const spf = pasted("spf", ["WATER", "ZINC OXIDE", "SALICYLIC ACID"]);
    expect(pastedListWarnings(routine([sunscreen], [retinolSerum]), spf)).toEqual([]);
  });

  it("says nothing of the routine's own warnings, nor of a missing sunscreen it is already warned of", () => {
    const clashing = routine([], [retinolSerum, glycolicToner]);
    expect(checkRoutine(clashing, null).warnings.map((warning) => warning.kind)).toContain("no-sunscreen-with-actives");
    expect(pastedListWarnings(clashing, pasted("moisturizer", ["WATER", "GLYCERIN"]))).toEqual([]);
    expect(pastedListWarnings(clashing, pasted("exfoliant", ["WATER", "LACTIC ACID"])).map((w) => w.kind)).toEqual([
      "retinoid-with-exfoliating-acid",
      "same-active-twice",
    ]);
  });

  it("warns of a missing morning sunscreen that the list alone would call for", () => {
    const [warning] = pastedListWarnings(routine([gelCleanser], [plainCream]), pasted("toner", glycolicList));
    expect(warning?.kind).toBe("no-sunscreen-with-actives");
    expect(warning?.productIds).toEqual([pastedListId]);
  });

  it("finds nothing with an empty routine or a list without actives", () => {
    expect(pastedListWarnings(routine([], []), pasted("toner", ["WATER", "GLYCERIN"]))).toEqual([]);
    expect(pastedListWarnings(routine([sunscreen], [retinolSerum]), pasted(null, ["WATER", "NIACINAMIDE"]))).toEqual(
      [],
    );
  });
});
