import { type Market, marketOfShop, type Shop, shops } from "~/domain/markets";

/** Each shop's own search page; a link searches for "brand name" so it never points at a wrong listing. */
const searchUrls: Record<Shop, (query: string) => string> = {
  amazon: (q) => `https://www.amazon.co.uk/s?k=${q}`,
  stylevana: (q) => `https://www.stylevana.com/en_GB/catalogsearch/result/?q=${q}`,
  yesstyle: (q) => `https://www.yesstyle.com/en/list.html?q=${q}`,
  shopee: (q) => `https://shopee.co.id/search?keyword=${q}`,
  tokopedia: (q) => `https://www.tokopedia.com/search?q=${q}`,
  lazada: (q) => `https://www.lazada.co.id/catalog/?q=${q}`,
};

export interface OfferLink {
  shop: Shop;
  market: Market;
  url: string;
}

export function offerLinks(brand: string, name: string): OfferLink[] {
  const query = encodeURIComponent(`${brand} ${name}`.replace(/\s+/g, " ").trim()).replace(/%20/g, "+");
  return shops.map((shop) => ({ shop, market: marketOfShop(shop), url: searchUrls[shop](query) }));
}
