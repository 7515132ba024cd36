import { expect } from "vitest";
import type { Market } from "~/domain/markets";
import type { ProductRecordFilter } from "~/domain/record-filter";

/** A page request that holds the whole of any list of the demo catalogue. */
export const wholeList = { offset: 0, limit: 500 };

/** The ids of a screen's whole list (the catalogue service, without a viewer: popularity order). */
export async function screenList(list: Promise<{ items: { id: string }[]; total: number }>): Promise<string[]> {
  const { items, total } = await list;
  expect(items).toHaveLength(total);
  expect(total).toBeGreaterThan(0);
  return items.map((item) => item.id);
}

/** The language filter (docs/api.md): the market's primary shop has a link. */
export function inMarket(market: Market): ProductRecordFilter {
  return market === "en" ? { amazon: { attributeExists: true } } : { shoppee: { attributeExists: true } };
}
