import { slugify } from "./ingredient-name";

/**
 * The stable product id: a slug of brand and name, e.g. `cosrx-advanced-snail-96-mucin-power-essence`.
 * Ids appear in URLs and in configuration (trending products), so they depend only on the
 * display brand and name, never on the source a product was read from.
 */
export function productIdOf(brand: string, name: string): string {
  const brandSlug = slugify(brand.replace(/&/g, " and "));
  let nameSlug = slugify(name.replace(/&/g, " and "));
  // Retailers often repeat the brand in the name ("Mamonde Pore Clean Toner").
  while (brandSlug !== "" && nameSlug.startsWith(`${brandSlug}-`)) nameSlug = nameSlug.slice(brandSlug.length + 1);
  return [brandSlug, nameSlug].filter((part) => part !== "").join("-");
}
