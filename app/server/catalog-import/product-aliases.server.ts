/**
 * Reviewed pairs of product names that the match key cannot join (docs/catalogue.md, "One
 * product, one page"): `name` as one source spells it is the same product as `sameAs`. Each pair
 * was checked by reading both rows: same brand, same product and the same list or a later
 * formula of it. Renamed reformulations ("Essential" → "Essential Comfort") are not listed:
 * they are other products.
 */
export const productAliases: readonly { brand: string; name: string; sameAs: string }[] = [
  {
    brand: "Missha",
    name: "Super Aqua Cell Renew Snail Gel Mask",
    sameAs: "Super Aqua Cell Renew Snail Hydro Gel Mask",
  },
  { brand: "innisfree", name: "Green Tea Hyaluronic Acid Cream", sameAs: "Green Tea Hyaluronic Acid Hydrating Cream" },
  { brand: "COSRX", name: "Low pH Good Morning Gel Cleanser", sameAs: "Low-pH Good Morning Cleanser" },
  { brand: "COSRX", name: "Advanced Snail Mucin Gel Cleanser", sameAs: "Advanced Snail Mucin Power Gel Cleanser" },
  { brand: "COSRX", name: "AC Collection Blemish Spot Serum", sameAs: "AC Collection Blemish Spot Clearing Serum" },
  { brand: "COSRX", name: "Advance Snail 96 Mucin Power Essence", sameAs: "Advanced Snail 96 Mucin Power Essence" },
  { brand: "Klairs", name: "Freshly Juiced Vitamin C Drop", sameAs: "Freshly Juiced Vitamin Drop" },
  { brand: "Skinfood", name: "Royal Honey Propolis Essence", sameAs: "Royal Honey Propolis Enrich Essence" },
  { brand: "Rovectin", name: "Clean Lotus Water Calming Toner", sameAs: "Lotus Water Calming Toner" },
  { brand: "Rovectin", name: "Clean LHA Blemish Ampoule", sameAs: "LHA Blemish Ampoule" },
  { brand: "Axis-Y", name: "Dark Spot Glow Serum", sameAs: "Dark Spot Correcting Glow Serum" },
  {
    brand: "Amorepacific",
    name: "Moisture Bond Refreshing Hydra-Gel Oil Free",
    sameAs: "Moisture Bound Refreshing Hydra-Gel Oil-Free",
  },
];
