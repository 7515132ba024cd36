/**
 * Ratings that shoppers gave a product on a community or shop site, shown as that site showed
 * them and never blended into a score of our own (docs/rules.md, "Community ratings").
 */

/** The sites whose ratings the catalogue's sources carry, with the names the site shows. */
const ratingSiteNames = {
  "female-daily": "Female Daily",
  "soko-glam": "Soko Glam",
  sephora: "Sephora",
} as const;

export type RatingSite = keyof typeof ratingSiteNames;

export const ratingSites = Object.keys(ratingSiteNames) as RatingSite[];

export function isRatingSite(value: string): value is RatingSite {
  return Object.hasOwn(ratingSiteNames, value);
}

export function ratingSiteName(site: RatingSite): string {
  return ratingSiteNames[site];
}

/** One site's rating of a product, as its source recorded it. */
export interface CommunityRating {
  site: RatingSite;
  /** Stars out of five, as the site shows them. */
  stars: number;
  /** How many ratings or reviews the stars average; null when the source does not say. */
  reviewCount: number | null;
  /** The product's page on that site; null when the source gives none. */
  url: string | null;
  /** ISO date the source saw the rating. */
  observedOn: string;
  /** Source key (data/README.md). */
  source: string;
}

/**
 * Stars as a site shows them: a number from 0 to 5 with at most one decimal. A source's 0 means
 * "not rated yet" (Soko Glam, Sephora), so it is no rating; anything outside 0–5 is a bad row.
 */
export function parseStars(text: string): number | null {
  const stars = Number(text.trim());
  if (text.trim() === "" || !Number.isFinite(stars) || stars <= 0 || stars > 5) return null;
  return Math.round(stars * 10) / 10;
}

/** A review count as sources write it ("15298.0", "1,277"); null when it is missing or not a whole count. */
export function parseReviewCount(text: string): number | null {
  const count = Number(text.trim().replace(/,/g, ""));
  if (text.trim() === "" || !Number.isFinite(count) || count < 1 || !Number.isInteger(count)) return null;
  return count;
}

/**
 * One rating per site for a product: where a product's rows carry several (two rows of one
 * site matched to the same product), the one seen last, then the one with more reviews. Two pages
 * of one site seen the same day with different stars are two products sold under one name (the
 * versions of docs/rules.md, "Community ratings"): which one the product's list is cannot be told, so
 * that site gives none. Sorted by site in the order of `ratingSites`, so a page never depends on
 * row order.
 */
export function oneRatingPerSite<T extends CommunityRating>(ratings: readonly T[]): T[] {
  const bySite = new Map<RatingSite, T>();
  const versioned = new Set(
    ratings
      .filter((rating) =>
        ratings.some(
          (other) =>
            other.site === rating.site &&
            other.observedOn === rating.observedOn &&
            other.url !== null &&
            rating.url !== null &&
            other.url !== rating.url &&
            other.stars !== rating.stars,
        ),
      )
      .map((rating) => rating.site),
  );
  for (const rating of ratings) {
    if (versioned.has(rating.site)) continue;
    const kept = bySite.get(rating.site);
    const newer =
      !kept ||
      rating.observedOn > kept.observedOn ||
      (rating.observedOn === kept.observedOn && (rating.reviewCount ?? 0) > (kept.reviewCount ?? 0));
    if (newer) bySite.set(rating.site, rating);
  }
  return ratingSites.flatMap((site) => {
    const rating = bySite.get(site);
    return rating ? [rating] : [];
  });
}
