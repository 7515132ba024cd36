import { type Market, marketOfShop, type Shop, shopSearchUrl, shops } from "~/domain/markets";

export interface OfferLink {
  shop: Shop;
  market: Market;
  url: string;
}

/** A link to every shop's own search page for "brand name", so it never points at a wrong listing. */
export function offerLinks(brand: string, name: string): OfferLink[] {
  const query = encodeURIComponent(`${brand} ${name}`.replace(/\s+/g, " ").trim()).replace(/%20/g, "+");
  return shops.map((shop) => ({ shop, market: marketOfShop(shop), url: shopSearchUrl(shop, query) }));
}
