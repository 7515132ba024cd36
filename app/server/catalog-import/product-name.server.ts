import { withoutBrandPrefix } from "./brands.server";
import { repairMojibake } from "./mojibake.server";
import { withoutSize } from "./size-parser.server";

/**
 * A display name from a source name: read as the UTF-8 its source wrote (`repairMojibake`), no
 * brand prefix, size, trademark signs or stray spacing.
 */
export function cleanProductName(raw: string, brand: string, options: { dropSeoSuffix?: boolean } = {}): string {
  let name = repairMojibake(raw).replace(/[™®©]/g, "").replace(/\s+/g, " ").trim();
  name = withoutBrandPrefix(name, brand);
  name = withoutSize(name);
  // Sephora's 2025 titles append shopping keywords ("… Moisturizer with Ceramides for Barrier Repair").
  if (options.dropSeoSuffix) name = name.replace(/\s+(with|for)\s+.*$/i, "");
  name = name
    .replace(/\(\s*\)|\[\s*\]/g, "")
    .replace(/^mini\s+/i, "")
    .replace(/\s*[-–]\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
  return name;
}

/** A conservative comparison key for names: case, punctuation, sizes and "mini" ignored. */
export function nameKey(name: string): string {
  return withoutSize(name.replace(/[™®©]/g, ""))
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\bmini\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
