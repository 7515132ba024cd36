import { expect } from "vitest";
import type { Market } from "~/domain/markets";
import type { ProductRecordFilter } from "~/domain/record-filter";

/** A screen's list service: one page of a list and the list's length. */
type ListPage = (page: { offset: number; limit: number }) => Promise<{ items: { id: string }[]; total: number }>;

/** The largest page a screen asks for; lists of the catalogue are longer, so they are read page by page. */
const pageSize = 500;

/** The ids of a screen's whole list (the catalogue service, without a viewer: popularity order). */
export async function screenList(list: ListPage): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const { items, total } = await list({ offset, limit: pageSize });
    ids.push(...items.map((item) => item.id));
    if (ids.length >= total || items.length === 0) {
      expect(ids).toHaveLength(total);
      expect(total).toBeGreaterThan(0);
      return ids;
    }
  }
}

/** The language filter (docs/api.md): the market's primary shop has a link. */
export function inMarket(market: Market): ProductRecordFilter {
  return market === "en" ? { amazon: { attributeExists: true } } : { shoppee: { attributeExists: true } };
}
