import { z } from "zod";

/**
 * One item of a shop's product feed in the Google Merchant Center format (docs/prices.md,
 * "Shop feeds"), read from XML or tab-separated text into the same fields. Only the attributes
 * kulit uses are read; a feed may carry many more.
 */

/** Google's availability values; the older spellings with spaces are read as these. */
export const feedAvailabilities = ["in_stock", "out_of_stock", "preorder", "backorder"] as const;
export type FeedAvailability = (typeof feedAvailabilities)[number];

/** An amount in a currency, as a feed states it ("15.00 USD"). */
export interface FeedMoney {
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
}

/** When a sale price applies: `sale_price_effective_date`, an ISO 8601 interval. */
export interface SaleWindow {
  from: Date;
  to: Date;
}

export interface MerchantFeedItem {
  id: string;
  title: string;
  link: string;
  price: FeedMoney;
  salePrice: FeedMoney | null;
  /** Null when the feed states no window: the sale price applies whenever it is given. */
  saleWindow: SaleWindow | null;
  availability: FeedAvailability;
  brand: string | null;
  gtin: string | null;
  mpn: string | null;
  /** The size as the feed writes it ("150ml", "50 ml x 2"); read with the catalogue's size parser. */
  size: string | null;
  /** `unit_pricing_measure` ("150ml", "10ct"). */
  unitPricingMeasure: string | null;
  /** Optional attributes that were present but unreadable, each left out with why. */
  notes: string[];
}

/** The attributes read, by their Merchant Center names (a TSV header or an XML element's local name). */
export const feedAttributes = [
  "id",
  "title",
  "link",
  "price",
  "sale_price",
  "sale_price_effective_date",
  "availability",
  "brand",
  "gtin",
  "mpn",
  "size",
  "unit_pricing_measure",
] as const;
export type FeedAttribute = (typeof feedAttributes)[number];

export type RawFeedItem = Partial<Record<FeedAttribute, string>>;

/** The longest value kept of any attribute: Google's own limits are 150 (title) to 2,000 (link). */
export const maxAttributeLength = 2_000;

/**
 * "15.00 USD", "150000 IDR", "1,299.00 GBP": a number with an optional decimal part (a comma
 * groups thousands only), a space, then an ISO 4217 code. Google's format; the code may also
 * come first ("USD 15.00"), as some exporters write it.
 */
export function parseFeedMoney(text: string): FeedMoney | string {
  const trimmed = text.trim().replace(/\s+/g, " ");
  const match =
    /^(?<amount>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?) (?<currency>[A-Za-z]{3})$/.exec(trimmed) ??
    /^(?<currency>[A-Za-z]{3}) (?<amount>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)$/.exec(trimmed);
  if (!match?.groups) return `"${text.trim()}" is not an amount and a currency code ("15.00 USD")`;
  const amount = Number((match.groups.amount ?? "").replaceAll(",", ""));
  if (!(amount > 0)) return `the amount must be above zero, not ${match.groups.amount}`;
  return { amount, currency: (match.groups.currency ?? "").toUpperCase() };
}

/** "2026-11-01T00:00+0000" or "2026-11-01": a date and time with its offset, or a day in UTC. */
function parseFeedDate(text: string): Date | null {
  const trimmed = text.trim();
  const dateTime =
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(trimmed) ||
    /^\d{4}-\d{2}-\d{2}$/.test(trimmed);
  if (!dateTime) return null;
  const withColon = trimmed.replace(/([+-]\d{2})(\d{2})$/, "$1:$2");
  const time = Date.parse(withColon.length === 10 ? `${withColon}T00:00:00Z` : withColon);
  return Number.isNaN(time) ? null : new Date(time);
}

/** `sale_price_effective_date`: two dates joined by a slash, the first before the second. */
export function parseSaleWindow(text: string): SaleWindow | string {
  const [fromText, toText, ...rest] = text.split("/");
  const from = fromText === undefined ? null : parseFeedDate(fromText);
  const to = toText === undefined ? null : parseFeedDate(toText);
  if (rest.length > 0 || from === null || to === null)
    return `"${text.trim()}" is not a start and an end date joined by "/"`;
  if (from.getTime() >= to.getTime()) return `the sale ends (${toText?.trim()}) before it starts (${fromText?.trim()})`;
  return { from, to };
}

/** "in stock", "In_Stock", "out of stock": one of Google's values; "available for order" was the old backorder. */
export function parseAvailability(text: string): FeedAvailability | null {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  if (key === "available_for_order") return "backorder";
  return feedAvailabilities.find((value) => value === key) ?? null;
}

/** A GTIN-8, -12, -13 or -14 with its check digit right (GS1's modulo-10 rule). */
export function isValidGtin(text: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(text)) return false;
  const digits = [...text].map(Number);
  const check = digits.pop() ?? 0;
  // From the right, the digits next to the check digit weigh 3, the next 1, and so on.
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

const requiredText = (name: string, max: number) =>
  z
    .string({ error: `${name} is missing` })
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, `${name} is empty`).max(max, `${name} is longer than ${max} characters`));

const requiredFields = z.object({
  id: requiredText("id", 50),
  title: requiredText("title", 150),
  link: requiredText("link", maxAttributeLength).pipe(
    z.url({ protocol: /^https?$/, error: "link is not an http(s) address" }),
  ),
  price: z.string({ error: "price is missing" }),
  availability: z.string({ error: "availability is missing" }),
});

/** An optional attribute's text, or null when it is absent or blank. */
function optional(value: string | undefined): string | null {
  const trimmed = value?.replace(/\s+/g, " ").trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

/**
 * An item from its attributes, or why it cannot be read: a required attribute (id, title, link,
 * price, availability) missing or unreadable refuses the item; an unreadable optional one is
 * left out and noted.
 */
export function readFeedItem(raw: RawFeedItem): { ok: true; item: MerchantFeedItem } | { ok: false; reason: string } {
  const required = requiredFields.safeParse(raw);
  if (!required.success) return { ok: false, reason: required.error.issues.map((issue) => issue.message).join("; ") };
  const price = parseFeedMoney(required.data.price);
  if (typeof price === "string") return { ok: false, reason: `price: ${price}` };
  const availability = parseAvailability(required.data.availability);
  if (availability === null)
    return {
      ok: false,
      reason: `availability "${required.data.availability.trim()}" is none of ${feedAvailabilities.join(", ")}`,
    };
  const notes: string[] = [];
  let salePrice: FeedMoney | null = null;
  const saleText = optional(raw.sale_price);
  if (saleText !== null) {
    const sale = parseFeedMoney(saleText);
    if (typeof sale === "string") notes.push(`sale_price left out: ${sale}`);
    else if (sale.currency !== price.currency)
      notes.push(`sale_price left out: in ${sale.currency}, the price in ${price.currency}`);
    else if (sale.amount >= price.amount)
      notes.push(`sale_price left out: ${sale.amount} is not below the price ${price.amount}`);
    else salePrice = sale;
  }
  let saleWindow: SaleWindow | null = null;
  const windowText = optional(raw.sale_price_effective_date);
  if (windowText !== null && salePrice !== null) {
    const window = parseSaleWindow(windowText);
    if (typeof window === "string") {
      // A sale whose dates cannot be read cannot be said to apply now.
      notes.push(`sale_price left out: sale_price_effective_date ${window}`);
      salePrice = null;
    } else saleWindow = window;
  }
  let gtin = optional(raw.gtin);
  if (gtin !== null && !isValidGtin(gtin)) {
    notes.push(`gtin left out: "${gtin}" is not a GTIN with a valid check digit`);
    gtin = null;
  }
  return {
    ok: true,
    item: {
      id: required.data.id,
      title: required.data.title,
      link: required.data.link,
      price,
      salePrice,
      saleWindow,
      availability,
      brand: optional(raw.brand),
      gtin,
      mpn: optional(raw.mpn),
      size: optional(raw.size),
      unitPricingMeasure: optional(raw.unit_pricing_measure),
      notes,
    },
  };
}

/** What the item costs at a moment: its sale price within the sale's window (or without one), else its price. */
export function priceAt(item: MerchantFeedItem, at: Date): { money: FeedMoney; sale: boolean } {
  const window = item.saleWindow;
  const onSale =
    item.salePrice !== null &&
    (window === null || (at.getTime() >= window.from.getTime() && at.getTime() < window.to.getTime()));
  return onSale && item.salePrice !== null ? { money: item.salePrice, sale: true } : { money: item.price, sale: false };
}
