import { expect, it } from "vitest";
import { priceObservationRecordOf } from "./price-observation-record";

it("serves a price seen with its size as text and its price per 10 ml", () => {
  expect(
    priceObservationRecordOf({
      shop: "olive-young",
      market: "kr",
      currency: "KRW",
      amount: 30_000,
      size: { amount: 25, unit: "ml", packCount: 10 },
      observedOn: "2024-05-02",
      source: "oliveyoung-2024",
      disputed: false,
    }),
  ).toEqual({
    shop: "olive-young",
    market: "kr",
    currency: "KRW",
    amount: 30_000,
    size: "10 × 25 ml",
    unitPrice: 1_200,
    observedOn: "2024-05-02",
    source: "oliveyoung-2024",
    disputed: false,
  });
  expect(
    priceObservationRecordOf({
      shop: "sociolla",
      market: "id",
      currency: "IDR",
      amount: 185_000,
      size: null,
      observedOn: "2025-01-10",
      source: "sociolla-2025",
      disputed: true,
    }),
  ).toMatchObject({ size: null, unitPrice: null, disputed: true });
});
