import type { ReferencePriceView } from "./catalog-views";

/** Soko Glam's US$21 of September 2022, converted to pounds: a reference price the tests share. */
export const sokoGlamReferencePrice: ReferencePriceView = {
  amount: 16.8,
  currency: "GBP",
  source: "sokoglam-2022",
  shop: "soko-glam",
  country: "US",
  sourceAmount: 21,
  sourceCurrency: "USD",
  converted: true,
  observedOn: "2022-09-01",
};
