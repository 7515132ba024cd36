import { hasControlCharacter } from "./control-characters";
import type { Language } from "./language";

/**
 * Product detail paths of docs/screens.md: the name with spaces as underscores and percent signs
 * encoded, then the id. Everything else is percent-encoded so the path is always valid.
 */
export function encodeProductSegment(value: string): string {
  return encodeURIComponent(value.replace(/ /g, "_"));
}

/**
 * Decoding of the id segment (as the router hands it over, already URL-decoded): a left-over
 * `%25` becomes `%` and underscores become spaces (README, "Routes"). Null
 * for a segment no product can have, which the page answers with its 404.
 */
export function decodeProductId(segment: string): string | null {
  if (hasControlCharacter(segment)) return null;
  return segment.replace(/%25/g, "%").replace(/_/g, " ");
}

export function productPath(language: Language, product: { id: string; name: string }): string {
  return `/${language}/dp/${encodeProductSegment(product.name)}/${encodeProductSegment(product.id)}`;
}

export function productTypePath(language: Language, productType: string): string {
  return `/${language}/producttype/${encodeURIComponent(productType)}`;
}

export function skinTypePath(language: Language, skinType: string): string {
  return `/${language}/skintype/${encodeURIComponent(skinType)}`;
}

export function ingredientPath(language: Language, ingredientName: string): string {
  return `/${language}/ingredient/${encodeURIComponent(ingredientName)}`;
}
