import { describe, expect, it } from "vitest";
import { exchangeRates } from "./exchange-rates.server";
import { referencePrices } from "./reference-prices.server";

describe("referencePrices", () => {
  const usd = { source: "sokoglam-2020", amount: 21, currency: "USD" as const, observedOn: "2020-09-01" };

  it("converts USD at the documented rates and says so", () => {
    const { basePriceGbp, prices } = referencePrices(usd, undefined);
    expect(basePriceGbp).toBe(Math.round(21 * exchangeRates.usdToGbp * 100) / 100);
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

  it("keeps a GBP price as it is", () => {
    const gbp = { source: "lookfantastic-2020", amount: 17, currency: "GBP" as const, observedOn: "2020-12-01" };
    expect(referencePrices(gbp, undefined).prices[0]).toMatchObject({
      amount: 17,
      converted: false,
      sourceCurrency: "GBP",
    });
  });
});
