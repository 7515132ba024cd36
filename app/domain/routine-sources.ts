/**
 * The source each routine warning and climate advice rests on, as the routine shows it beside
 * the rule ("Source"). docs/routine.md lists the same keys with what each source says, how it
 * was read, and the further sources behind each rule.
 */
export const routineSources = {
  "aad-exfoliation": {
    title: "American Academy of Dermatology: How to safely exfoliate at home",
    url: "https://www.aad.org/public/everyday-care/skin-care-secrets/routine/safely-exfoliate-at-home",
  },
  "pinnell-2001": {
    title: "Pinnell et al., Topical L-ascorbic acid: percutaneous absorption studies, Dermatol Surg 27(2), 2001",
    url: "https://doi.org/10.1046/j.1524-4725.2001.00264.x",
  },
  "martin-1998": {
    title:
      "Martin et al., Chemical stability of adapalene and tretinoin when combined with benzoyl peroxide, Br J Dermatol 139 Suppl 52, 1998",
    url: "https://doi.org/10.1046/j.1365-2133.1998.1390s2008.x",
  },
  "otc-acne-labeling": {
    title: "21 CFR 333.350, Labeling of acne drug products (US over-the-counter acne monograph)",
    url: "https://www.ecfr.gov/current/title-21/section-333.350",
  },
  "fda-aha-sunburn-alert": {
    title: "US FDA, Guidance for Industry: Labeling for Cosmetics Containing Alpha Hydroxy Acids (2005)",
    url: "https://www.fda.gov/regulatory-information/search-fda-guidance-documents/guidance-industry-labeling-cosmetics-containing-alpha-hydroxy-acids",
  },
  "who-uv-index": {
    title: "WHO, WMO, UNEP, ICNIRP: Global Solar UV Index: A Practical Guide (2002)",
    url: "https://www.who.int/publications/i/item/9241590076",
  },
  "sakuma-maibach-2012": {
    title: "Sakuma, Maibach, Oily Skin: An Overview, Skin Pharmacol Physiol 25, 2012",
    url: "https://doi.org/10.1159/000338978",
  },
  "aad-dry-skin": {
    title: "American Academy of Dermatology: Dermatologists' top tips for relieving dry skin",
    url: "https://www.aad.org/public/everyday-care/skin-care-basics/dry/dermatologists-tips-relieve-dry-skin",
  },
} as const satisfies Record<string, { title: string; url: string }>;

export type RoutineSourceKey = keyof typeof routineSources;
