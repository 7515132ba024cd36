import { describe, expect, it } from "vitest";
import { disputedPrices, splitOutliers } from "./price-outliers";
import type { ProductSize } from "./product-size";

function idr(amount: number, line: number) {
  return {
    source: "sociolla-2023",
    shop: "sociolla",
    market: "id" as const,
    currency: "IDR" as const,
    amount,
    observedOn: "2023-12-08",
    size: null as ProductSize | null,
    file: "prices_indonesia_sociolla_catalog_2023.csv",
    line,
  };
}

/** A price Soko Glam showed in US dollars. */
function usd(amount: number, line: number) {
  return {
    ...idr(amount, line),
    source: "sokoglam-2022",
    shop: "soko-glam",
    market: "en" as const,
    currency: "USD" as const,
  };
}

describe("splitOutliers", () => {
  it("leaves out a price three times off the others (a bundle priced as one item)", () => {
    const { kept, outliers } = splitOutliers([idr(199_000, 1), idr(215_000, 2), idr(599_000 * 2, 3)]);
    expect(kept.map((observed) => observed.line)).toEqual([1, 2]);
    expect(outliers.map((observed) => observed.line)).toEqual([3]);
  });

  it("compares per unit when every price gives its size", () => {
    const small = { ...idr(100_000, 1), size: { amount: 50, unit: "ml" as const, packCount: null } };
    const large = { ...idr(380_000, 2), size: { amount: 200, unit: "ml" as const, packCount: null } };
    expect(splitOutliers([small, large]).outliers).toEqual([]);
  });

  it("leaves out only the price that is three times off most of the others", () => {
    // Nacific's Pink AHA BHA Serum: Rp 70,320 (products_indonesia_sociolla_inci_2025.csv:1356) is
    // off every other price; Rp 137,520 is off Soko Glam's US$29 alone, so it stays.
    // The Indonesian prices come from four sources, each seen on its own day.
    const days = ["2023-05-01", "2023-12-08", "2025-03-01", "2026-01-15"];
    const indonesian = [idr(392_900, 4713), idr(137_520, 1082), idr(70_320, 1356), idr(389_000, 1806)].map(
      (price, index) => ({ ...price, observedOn: days[index] ?? price.observedOn }),
    );
    const prices = [...indonesian, usd(29, 202)];
    const { outliers, disputed } = splitOutliers(prices);
    expect(outliers.map((observed) => observed.line)).toEqual([1356]);
    expect(disputed).toEqual([]);
  });

  it("cannot judge a single price", () => {
    expect(splitOutliers([idr(599_000, 1)])).toEqual({ kept: [idr(599_000, 1)], outliers: [], disputed: [] });
  });

  it("of two prices three times apart, trusts the one that says its size", () => {
    // Anua's Heartleaf Pore Control Cleansing Oil: Sociolla 2025 shows Rp 68,700 with no size,
    // Watsons 2026 Rp 239,000 for 200 ml (prices_indonesia_watsons_2026.csv:360).
    const unsized = {
      ...idr(68_700, 293),
      source: "sociolla-2025",
      file: "products_indonesia_sociolla_inci_2025.csv",
    };
    const watsons = {
      ...idr(239_000, 360),
      source: "watsons-2026",
      shop: "watsons",
      file: "prices_indonesia_watsons_2026.csv",
      size: { amount: 200, unit: "ml" as const, packCount: null },
    };
    expect(splitOutliers([unsized, watsons])).toEqual({ kept: [watsons], outliers: [unsized], disputed: [] });
  });

  it("keeps two prices three times apart that nothing tells apart, as disputed", () => {
    // Dr.G's pH Cleansing Red Blemish Clear Soothing Foam: Rp 79,200 (Sociolla 2025) and Rp 273,000
    // (prices_indonesia_sociolla_catalog_2023.csv:1841), neither with a size.
    const pair = [idr(79_200, 1619), idr(273_000, 1841)];
    expect(splitOutliers(pair)).toEqual({ kept: pair, outliers: [], disputed: pair });
  });

  it("keeps every price as disputed when two camps of equal size disagree", () => {
    const prices = [idr(100_000, 1), idr(110_000, 2), idr(500_000, 3), idr(520_000, 4)];
    expect(splitOutliers(prices).disputed).toEqual(prices);
  });

  it("disputes one shop's two prices of one day that no size tells apart", () => {
    // Laneige's Radian-C Spot Serum: Sociolla 2025 shows Rp 726,000 and Rp 368,000 on one day
    // (products_indonesia_sociolla_inci_2025.csv), Sociolla 2023 Rp 460,000 for 10 g.
    const sameDay = {
      source: "sociolla-2025",
      file: "products_indonesia_sociolla_inci_2025.csv",
      observedOn: "2025-03-01",
    };
    const higher = { ...idr(726_000, 1), ...sameDay };
    const lower = { ...idr(368_000, 2), ...sameDay };
    const sized = {
      ...idr(460_000, 3),
      observedOn: "2022-12-15",
      size: { amount: 10, unit: "g" as const, packCount: null },
    };
    expect(splitOutliers([higher, lower, sized])).toEqual({
      kept: [higher, lower, sized],
      outliers: [],
      disputed: [higher, lower],
    });
  });

  it("does not dispute one shop's prices of one day that are close, or for two printed sizes", () => {
    const sameDay = { observedOn: "2025-03-01" };
    expect(
      splitOutliers([
        { ...idr(368_000, 1), ...sameDay },
        { ...idr(399_000, 2), ...sameDay },
      ]).disputed,
    ).toEqual([]);
    const small = { ...idr(201_000, 1), size: { amount: 20, unit: "ml" as const, packCount: null } };
    const large = { ...idr(494_000, 2), size: { amount: 60, unit: "ml" as const, packCount: null } };
    expect(splitOutliers([small, large]).disputed).toEqual([]);
  });
});

/** A price of one of the 2025 Indonesian sources with a list: Female Daily's listing or Sociolla's. */
function seen2025(amount: number, line: number, where: "female-daily" | "sociolla") {
  return where === "female-daily"
    ? {
        ...idr(amount, line),
        source: "femaledaily-2025",
        shop: "female-daily",
        file: "products_indonesia_femaledaily_2025.csv",
        observedOn: "2025-11-01",
      }
    : {
        ...idr(amount, line),
        source: "sociolla-2025",
        file: "products_indonesia_sociolla_inci_2025.csv",
        observedOn: "2025-03-01",
      };
}

describe("disputedPrices", () => {
  it("reads the product's size: a price for another size is neither checked nor disputed", () => {
    const tube = { amount: 10, unit: "g" as const, packCount: null };
    const pair = [idr(79_200, 1), idr(273_000, 2)];
    const otherSize = { ...idr(900_000, 3), size: { amount: 100, unit: "g" as const, packCount: null } };
    expect(disputedPrices([...pair, otherSize], tube)).toEqual(pair);
  });

  describe("an unsized price far from the market's agreeing prices for the product's size", () => {
    // Etude's SoonJung pH 5.5 Relief Toner, 350 ml: Female Daily's unsized Rp 180,000
    // (products_indonesia_femaledaily_2025.csv:963), Sociolla 2025's unsized Rp 361,000
    // (products_indonesia_sociolla_inci_2025.csv:2685), Sociolla 2023's Rp 376,000 for 350 ml
    // (prices_indonesia_sociolla_catalog_2023.csv:2312).
    const bottle = { amount: 350, unit: "ml" as const, packCount: null };
    const femaleDaily = seen2025(180_000, 963, "female-daily");
    const sociolla2025 = seen2025(361_000, 2685, "sociolla");
    const sociolla2023 = { ...idr(376_000, 2312), size: bottle };

    it("is disputed, so it cannot be the reference price; an unsized price close to them stays", () => {
      expect(disputedPrices([femaleDaily, sociolla2025, sociolla2023], bottle)).toEqual([femaleDaily]);
    });

    it("stays when it is a usual sale away (40 % off), or when the sized prices disagree", () => {
      const sale = { ...femaleDaily, amount: 376_000 * 0.6 };
      expect(disputedPrices([sale, sociolla2023], bottle)).toEqual([]);
      const sizedApart = { ...sociolla2023, amount: 250_000, line: 1, observedOn: "2021-12-13" };
      expect(disputedPrices([femaleDaily, sociolla2023, sizedApart], bottle)).toEqual([]);
    });

    it("is judged only against prices of its year: a shop's sale now is no dispute with its full price of 2023", () => {
      const saleNow = { ...sociolla2025, amount: 180_000 };
      expect(disputedPrices([saleNow, sociolla2023], bottle)).toEqual([]);
      expect(disputedPrices([saleNow, { ...sociolla2023, observedOn: "2025-01-15" }], bottle)).toEqual([saleNow]);
    });

    it("is judged only against its own market's shops", () => {
      const sokoGlam = { ...usd(20, 238), observedOn: "2022-02-01" };
      const sokoGlamSized = { ...sokoGlam, amount: 45, line: 184, size: bottle };
      expect(disputedPrices([femaleDaily, sokoGlamSized], bottle)).toEqual([]);
      expect(disputedPrices([sokoGlam, sociolla2023], bottle)).toEqual([]);
    });
  });

  describe("an unsized price far above what the market charged for the size in the two years before", () => {
    // Jumiso's "Whoa, Whoa Soothing Sheet Mask": Sociolla 2025's unsized Rp 108,000
    // (products_indonesia_sociolla_inci_2025.csv:1992), its box of five at 40 % off, and Sociolla
    // 2023's range "Rp 36.000 - Rp 180.000", whose low end is one sheet
    // (prices_indonesia_sociolla_catalog_2023.csv:3413), fifteen months before.
    const sheet = { amount: 1, unit: "sheet" as const, packCount: null };
    const box = seen2025(108_000, 1992, "sociolla");
    const single = { ...idr(36_000, 3413), size: sheet };

    it("is disputed, so a box's price is not one sheet's reference price", () => {
      expect(disputedPrices([box, single], sheet)).toEqual([box]);
    });

    it("stands when it is lower (a sale), or the sized price is more than two years older", () => {
      expect(disputedPrices([{ ...box, amount: 21_600 }, single], sheet)).toEqual([]);
      expect(disputedPrices([box, { ...single, observedOn: "2023-01-15" }], sheet)).toEqual([]);
    });

    it("is judged only against earlier prices that print the size", () => {
      const unsizedBefore = { ...single, size: null };
      expect(disputedPrices([box, unsizedBefore], sheet)).toEqual([]);
      const femaleDaily = { ...seen2025(108_000, 1, "female-daily"), observedOn: "2025-11-01" };
      expect(disputedPrices([femaleDaily, { ...unsizedBefore, observedOn: "2025-03-01" }], sheet)).toEqual([
        femaleDaily,
      ]);
      expect(disputedPrices([femaleDaily, { ...unsizedBefore, observedOn: "2024-03-01" }], sheet)).toEqual([]);
    });
  });

  describe("a listed price (Female Daily's) far from the market's shops' prices of its year", () => {
    // Etude's B.B Deep Cleansing Foam - Baking Powder: Female Daily lists Rp 308,000
    // (products_indonesia_femaledaily_2025.csv:142), Sociolla sold it at Rp 133,000
    // (products_indonesia_sociolla_inci_2025.csv:1390); neither prints a size.
    const listed = seen2025(308_000, 142, "female-daily");
    const shop = seen2025(133_000, 1390, "sociolla");

    it("is disputed: the shop's price stands", () => {
      expect(disputedPrices([listed, shop], null)).toEqual([listed]);
    });

    it("stands when the shop's price is more than a year older, or is a shop's own unsized price", () => {
      expect(disputedPrices([listed, { ...shop, observedOn: "2023-12-08" }], null)).toEqual([]);
      expect(disputedPrices([{ ...listed, shop: "watsons" }, shop], null)).toEqual([]);
    });
  });
});
