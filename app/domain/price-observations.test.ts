import { expect, it } from "vitest";
import { newestFirst } from "./price-observations";

it("orders prices seen newest first, ties by source, shop and amount", () => {
  const seen = [
    { observedOn: "2021-03-01", source: "sociolla-2021", shop: "sociolla", amount: 1 },
    { observedOn: "2025-06-01", source: "sociolla-2025", shop: "sociolla", amount: 2 },
    { observedOn: "2025-06-01", source: "femaledaily-2025", shop: "female-daily", amount: 3 },
    { observedOn: "2025-06-01", source: "sociolla-2025", shop: "sociolla", amount: 1 },
  ];
  expect(newestFirst(seen).map((item) => `${item.source}:${item.amount}`)).toEqual([
    "femaledaily-2025:3",
    "sociolla-2025:1",
    "sociolla-2025:2",
    "sociolla-2021:1",
  ]);
  expect(seen[0]?.source).toBe("sociolla-2021");
});
