import { describe, expect, it } from "vitest";
import { referencePrices } from "./reference-prices.server";

describe("referencePrices", () => {
  const usd = { source: "sokoglam-2020", amount: 21, currency: "USD" as const, observedOn: "2020-09-01" };

  it("converts USD at the documented rates and says so", () => {
    const { basePriceGbp, prices } = referencePrices(usd, undefined);
    // $21 × 0.8 = £16.80; × 16,200 = Rp 340,200.
    expect(basePriceGbp).toBe(16.8);
    expect(prices[0]).toMatchObject({
      market: "en",
      currency: "GBP",
      converted: true,
      sourceAmount: 21,
      sourceCurrency: "USD",
    });
    expect(prices[1]).toMatchObject({
      market: "id",
      currency: "IDR",
      amount: 340_200,
      converted: true,
      source: "sokoglam-2020",
    });
  });

  it("uses an Indonesian retail price unconverted", () => {
    const idr = { source: "sociolla-2021", amount: 249_000, currency: "IDR" as const, observedOn: "2021-12-13" };
    expect(referencePrices(usd, idr).prices[1]).toMatchObject({
      amount: 249_000,
      converted: false,
      source: "sociolla-2021",
      observedOn: "2021-12-13",
    });
  });

  it("keeps a GBP price as it is, and converts it to IDR through the two USD rates", () => {
    const gbp = { source: "lookfantastic-2020", amount: 17, currency: "GBP" as const, observedOn: "2020-12-01" };
    const [en, id] = referencePrices(gbp, undefined).prices;
    expect(en).toMatchObject({ amount: 17, converted: false, sourceCurrency: "GBP" });
    // £17 ÷ 0.8 = $21.25; × 16,200 = Rp 344,250, to the hundred: Rp 344,300.
    expect(id).toMatchObject({ amount: 344_300, currency: "IDR", converted: true, sourceCurrency: "GBP" });
  });

  it("refuses a source price in a currency it has no rate from", () => {
    const idr = { source: "sociolla-2021", amount: 249_000, currency: "IDR" as const, observedOn: "2021-12-13" };
    expect(() => referencePrices(idr, undefined)).toThrow("must be in USD or GBP, not IDR");
  });
});
