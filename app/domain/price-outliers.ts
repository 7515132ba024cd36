import type { PriceObservationView } from "./catalog-views";
import { isListedPrice, isObservationShop, observationShopFacts } from "./catalogue-sources";
import { convertToUsd } from "./markets";
import { isForSize, type ProductSize } from "./product-size";

/** What the checks read of a price seen: the import's rows and the stored prices alike. */
export type CheckedPrice = Pick<PriceObservationView, "shop" | "currency" | "amount" | "size" | "observedOn">;

/** How far one price may stray from the product's other prices before it is taken for a wrong row. */
const maximumRatio = 3;

/**
 * How far apart one shop's two prices of one day may be (the higher over the lower) and still be
 * one offer's (a rounding, a member price): beyond it, they are two offers the rows do not tell apart.
 */
const sameDayRatio = 1.25;

function usdPerItem(observed: CheckedPrice): number {
  const usd = observed.currency === "USD" ? observed.amount : convertToUsd(observed.amount, observed.currency);
  const size = observed.size;
  // Per unit of size when the row says its size, so that a 200 ml and a 50 ml price compare.
  return size ? usd / (size.amount * (size.packCount ?? 1)) : usd;
}

const strays = (value: number, other: number) =>
  other > 0 && (value / other > maximumRatio || other / value > maximumRatio);

/** Whether every one of these amounts is within three times of every other. */
const agree = (values: readonly number[]) =>
  values.length === 0 || Math.max(...values) <= Math.min(...values) * maximumRatio;

/** The prices as compared: per unit when every row gives a size in one unit, else whole prices. */
function comparedValues(observations: readonly CheckedPrice[]): number[] {
  const units = new Set(observations.map((observed) => observed.size?.unit ?? null));
  const comparable = units.size === 1 && !units.has(null);
  return observations.map((observed) => (comparable ? usdPerItem(observed) : usdPerItem({ ...observed, size: null })));
}

/**
 * One shop's prices of one day that are more than a quarter apart with no size to tell them
 * apart: a shop shows one price for one offer on one day, so one of them is another offer's (a
 * bundle, a larger size, a sale) and the rows cannot say which. Sociolla showed Laneige's
 * Radian-C Spot Serum at Rp 726,000 and Rp 368,000 on 1 March 2025.
 */
function sameDayConflicts<Price extends CheckedPrice>(observations: readonly Price[]): Price[] {
  return observations.filter((observed) =>
    observations.some((other) => {
      if (other === observed || other.shop !== observed.shop || other.observedOn !== observed.observedOn) return false;
      // Two sizes the rows print are two offers, each with its own price.
      if (observed.size && other.size && !isForSize(observed.size, other.size)) return false;
      const [value = 0, otherValue = 0] = comparedValues([observed, other]);
      return Math.max(value, otherValue) > Math.min(value, otherValue) * sameDayRatio;
    }),
  );
}

/**
 * Checks a product's prices against each other (in US dollars, per unit of size where every row
 * gives one; docs/catalogue.md, "Prices seen and reference prices"):
 * - a price more than three times off more than half of the others is an outlier (a bundle, a
 *   wrong row, a typo) when the rest are a majority: reported and never shown;
 * - where no majority is left (two prices three times apart, or two camps of equal size), the rule
 *   cannot tell which is wrong. If the prices that say their size agree, they are trusted and an
 *   unsized price that strays from them is the outlier (it may be another size's, or a sale's);
 *   otherwise every price stays among the prices seen but is `disputed`: none of them may become
 *   the product's reference price;
 * - one shop's prices of one day that disagree (`sameDayConflicts`) are `disputed` too;
 * - a single price cannot be checked this way.
 */
export function splitOutliers<Price extends CheckedPrice>(
  observations: readonly Price[],
): { kept: Price[]; outliers: Price[]; disputed: Price[] } {
  const values = comparedValues(observations);
  // A price is an outlier when it is three times off more than half of the others.
  const isStray = values.map(
    (value, index) => values.filter((other, at) => at !== index && strays(value, other)).length * 2 > values.length - 1,
  );
  const straying = observations.filter((_, index) => isStray[index]);
  if (straying.length * 2 < observations.length) {
    const kept = observations.filter((observed) => !straying.includes(observed));
    return { kept, outliers: straying, disputed: sameDayConflicts(kept) };
  }
  const sized = observations.filter((observed) => observed.size !== null);
  if (sized.length > 0 && sized.length < observations.length && agree(comparedValues(sized))) {
    // An unsized price has nothing to compare per unit: the sized prices' whole amounts are its yardstick.
    const sizedAmounts = sized.map((observed) => usdPerItem({ ...observed, size: null }));
    const unsizedStraying = observations.filter(
      (observed) => observed.size === null && sizedAmounts.some((amount) => strays(usdPerItem(observed), amount)),
    );
    const kept = observations.filter((observed) => !unsizedStraying.includes(observed));
    if (agree(comparedValues(kept))) return { kept, outliers: unsizedStraying, disputed: sameDayConflicts(kept) };
  }
  return { kept: [...observations], outliers: [], disputed: [...observations] };
}

/** How far apart a market's prices that print the product's size may be and still agree with each other. */
const sizedAgreementRatio = 1.25;

/**
 * How far an unsized price may stray from a market's agreeing prices for the product's size and
 * still be taken for that size's: a step between two sizes of one product is about twice the
 * price, while Sociolla's usual sales (up to 40 % off, 1.67 times) stay within it.
 */
const unsizedRatio = 1.75;

/**
 * How close in time another price must be to speak against an unsized one: prices drift over the
 * years, and a shop's sale of this year is no dispute with its full price of two years ago.
 */
const yardstickWindowDays = 365;

/**
 * How long before an unsized price a price for the product's size still speaks against it being far
 * higher: a sale only lowers a price and prices drift up a few per cent a year, so a price 1.75 times
 * above what the market charged for the size within two years before is another offer's (a box,
 * a larger size). Sociolla's Rp 108,000 in 2025 for Jumiso's single sheet mask, sold at Rp 36,000
 * a sheet fifteen months before, is its box of five at 40 % off.
 */
const risingWindowDays = 730;

const marketOf = (shop: string) => (isObservationShop(shop) ? observationShopFacts(shop).market : null);

/** Days from `other` to `observed`: positive when `other` was seen before. */
const daysBefore = (observed: string, other: string) => (Date.parse(observed) - Date.parse(other)) / 86_400_000;

/**
 * The prices an unsized price is judged against: the same market's prices that print the
 * product's size, and for a listed price (Female Daily's, not a shop's checkout) also the market's
 * shops' unsized prices, each seen within the days `within` allows.
 */
function yardstick<Price extends CheckedPrice>(
  observed: Price,
  observations: readonly Price[],
  within: (daysBefore: number) => boolean,
): Price[] {
  const market = marketOf(observed.shop);
  return observations.filter(
    (other) =>
      other !== observed &&
      market !== null &&
      marketOf(other.shop) === market &&
      within(daysBefore(observed.observedOn, other.observedOn)) &&
      (other.size !== null || (isListedPrice(observed.shop) && !isListedPrice(other.shop))),
  );
}

/** Whether `value` is far, as `far` says, from every one of prices that agree with each other (within a quarter). */
function farFromAgreed(value: number, prices: readonly CheckedPrice[], far: (amount: number) => boolean): boolean {
  const agreed = prices.map((other) => usdPerItem({ ...other, size: null }));
  if (agreed.length === 0 || Math.max(...agreed) > Math.min(...agreed) * sizedAgreementRatio) return false;
  return agreed.every(far);
}

/**
 * Unsized prices far from what the same market's shops charge for the product's size: where the
 * prices that print that size agree with each other (within a quarter), an unsized price more than
 * 1.75 times above or below every one of them seen within a year, or above every one that prints
 * the size seen within two years before it, is probably another size's (or a set's, or a deep
 * sale's), so it cannot be the reference price (docs/catalogue.md, "Prices seen and reference
 * prices"). Female Daily's unsized Rp 180,000 for Etude's SoonJung toner, beside Sociolla's
 * Rp 376,000 for 350 ml, is probably the 180 ml bottle's. A listed price is judged against the
 * shops' recent unsized prices too: Female Daily's Rp 308,000 for Etude's Baking Powder BB Deep
 * Cleansing Foam beside Sociolla's Rp 133,000 of the same year.
 */
function unsizedFarFromMarket<Price extends CheckedPrice>(observations: readonly Price[]): Price[] {
  return observations.filter((observed) => {
    if (observed.size !== null) return false;
    const value = usdPerItem(observed);
    const near = yardstick(observed, observations, (days) => Math.abs(days) <= yardstickWindowDays);
    // Only prices that print the size: a shop's unsized price of an earlier year may be a smaller size's.
    const before = yardstick(observed, observations, (days) => days >= 0 && days <= risingWindowDays).filter(
      (other) => other.size !== null,
    );
    return (
      farFromAgreed(value, near, (amount) => value > amount * unsizedRatio || amount > value * unsizedRatio) ||
      farFromAgreed(value, before, (amount) => value > amount * unsizedRatio)
    );
  });
}

/**
 * A product's disputed prices among those kept (the import's stored prices seen, outliers already
 * left out), for its size: none of them may be its reference price, and the page and the API say
 * why. The import decides with this function on what it stores, and the page reads it back from
 * the same rows, so the two cannot differ.
 */
export function disputedPrices<Price extends CheckedPrice>(
  observations: readonly Price[],
  size: ProductSize | null,
): Price[] {
  const forSize = observations.filter((observed) => isForSize(observed.size, size));
  const { disputed } = splitOutliers(forSize);
  return [...disputed, ...unsizedFarFromMarket(forSize).filter((observed) => !disputed.includes(observed))];
}

/** A product's stored prices seen, each marked whether it is disputed (`disputedPrices`). */
export function markDisputed<Price extends CheckedPrice>(
  observations: readonly Price[],
  size: ProductSize | null,
): (Price & { disputed: boolean })[] {
  const disputed = disputedPrices(observations, size);
  return observations.map((observed) => ({ ...observed, disputed: disputed.includes(observed) }));
}
