import { describe, expect, it } from "vitest";
import { type CommunityRating, oneRatingPerSite, parseReviewCount, parseStars } from "./community-ratings";

describe("parseStars", () => {
  it.each([
    ["4.6", 4.6],
    ["5.0", 5],
    ["4", 4],
    [" 3.95 ", 4],
  ])("reads %j as %d stars", (text, stars) => {
    expect(parseStars(text)).toBe(stars);
  });

  it.each(["0", "", "No Info", "5.5", "-1"])("takes %j for no rating", (text) => {
    expect(parseStars(text)).toBeNull();
  });
});

describe("parseReviewCount", () => {
  it.each([
    ["15298.0", 15298],
    ["1,277", 1277],
    ["1", 1],
  ])("reads %j as %d", (text, count) => {
    expect(parseReviewCount(text)).toBe(count);
  });

  it.each(["0", "", "12.5", "many"])("takes %j for no count", (text) => {
    expect(parseReviewCount(text)).toBeNull();
  });
});

const rating = (overrides: Partial<CommunityRating>): CommunityRating => ({
  site: "female-daily",
  stars: 4,
  reviewCount: 10,
  url: null,
  observedOn: "2025-11-01",
  source: "femaledaily-2025",
  ...overrides,
});

describe("oneRatingPerSite", () => {
  it("keeps one rating per site, the newest, then the one with more reviews", () => {
    const kept = oneRatingPerSite([
      rating({ site: "sephora", stars: 4.1, reviewCount: null, observedOn: "2017-01-01" }),
      rating({ stars: 4.2, reviewCount: 40 }),
      rating({ stars: 3.9, reviewCount: 400 }),
      rating({ site: "soko-glam", stars: 4.4, observedOn: "2020-09-01" }),
      rating({ site: "soko-glam", stars: 4.6, observedOn: "2022-02-01" }),
    ]);
    expect(kept.map((kept) => [kept.site, kept.stars])).toEqual([
      ["female-daily", 3.9],
      ["soko-glam", 4.6],
      ["sephora", 4.1],
    ]);
  });

  it("keeps no rating of a site whose two pages, seen the same day, rate two versions apart (Nacific's Real Floral Toner)", () => {
    // Female Daily 2025 rates the Calendula and the Rose toner on two pages under one name; the
    // catalogue cannot tell which is the product's list, so neither rating is shown as its own.
    const calendula =
      "https://reviews.femaledaily.com/products/cleanser/toner/nacific/natural-pacific-real-calendula-energy-toner";
    const rose = "https://reviews.femaledaily.com/products/cleanser/toner/nacific/real-rose-floral-toner";
    const sokoGlam = rating({ site: "soko-glam", stars: 4.5, observedOn: "2022-02-01" });
    expect(
      oneRatingPerSite([
        rating({ stars: 3.6, reviewCount: 709, url: calendula }),
        rating({ stars: 3.7, reviewCount: 370, url: rose }),
        sokoGlam,
      ]),
    ).toEqual([sokoGlam]);
    // One page seen twice is one rating.
    expect(
      oneRatingPerSite([rating({ stars: 3.6, url: rose }), rating({ stars: 3.6, url: rose })]).map(
        (kept) => kept.stars,
      ),
    ).toEqual([3.6]);
  });
});
