/**
 * Each product type's title, per language, copied from public/locales/{en,id}/catalog.json on
 * purpose: a test that read the same files as the app could not notice a missing or wrong title.
 */
export const productTypeTitles = {
  en: {
    "oil-based cleanser": "Oil-Based Cleanser",
    "water-based cleanser": "Water-Based Cleanser",
    exfoliant: "Exfoliant",
    toner: "Toner",
    essence: "Essence",
    treatment: "Treatment",
    mask: "Mask",
    "eye-cream": "Eye Cream",
    moisturizer: "Moisturizer",
    spf: "SPF",
  },
  id: {
    "oil-based cleanser": "Cleansing Oil & Balm",
    "water-based cleanser": "Pembersih Wajah",
    exfoliant: "Eksfoliator",
    toner: "Toner",
    essence: "Essence",
    treatment: "Serum",
    mask: "Masker",
    "eye-cream": "Krim Mata",
    moisturizer: "Pelembap",
    spf: "Sunscreen",
  },
} as const;
