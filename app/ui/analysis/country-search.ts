/**
 * Matching a typed search against the country list. The list's names are English, so the
 * common other names (and the Indonesian names of the countries Indonesian visitors look
 * for most) are searchable too.
 */
export const countryKeywords: Readonly<Record<string, readonly string[]>> = {
  "United Kingdom": ["UK", "Britain", "Great Britain", "England", "Scotland", "Wales", "Inggris", "Britania Raya"],
  "United States": ["USA", "US", "America", "Amerika Serikat"],
  "United Arab Emirates": ["UAE", "Uni Emirat Arab"],
  "South Korea": ["Korea", "Korea Selatan"],
  "North Korea": ["Korea Utara"],
  Japan: ["Jepang"],
  China: ["Tiongkok", "Cina"],
  Singapore: ["Singapura"],
  Philippines: ["Filipina"],
  Netherlands: ["Holland", "Belanda"],
  Germany: ["Jerman"],
  France: ["Prancis", "Perancis"],
  "Saudi Arabia": ["Arab Saudi"],
  "New Zealand": ["Selandia Baru"],
  Egypt: ["Mesir"],
  Turkey: ["Türkiye", "Turki"],
  Italy: ["Italia"],
  Spain: ["Spanyol"],
  "East Timor": ["Timor-Leste", "Timor Leste"],
  Czechia: ["Czech Republic"],
  "Cote d'Ivoire": ["Ivory Coast", "Pantai Gading"],
};

/**
 * Lower case, without accents, dots and apostrophes, other separators as one space: "cote
 * d'iv" finds "Côte d'Ivoire", "u.k." finds "UK" and "guinea bissau" finds "Guinea-Bissau".
 */
export function normaliseForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[.'’]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function scoreOf(candidate: string, search: string): number {
  if (candidate.startsWith(search)) return 1;
  if (` ${candidate}`.includes(` ${search}`)) return 0.8;
  if (candidate.includes(search)) return 0.5;
  return 0;
}

/**
 * cmdk's filter: 1 for a name that starts with the search, less for a later word or the
 * middle of a word, 0 to hide. Plain substring matching, not fuzzy matching: "uk" should
 * not bring up every name containing a u and a k.
 */
export function countryFilter(value: string, search: string, keywords?: string[]): number {
  const query = normaliseForSearch(search);
  if (query === "") return 1;
  const nameScore = scoreOf(normaliseForSearch(value), query);
  const keywordScore = Math.max(0, ...(keywords ?? []).map((keyword) => scoreOf(normaliseForSearch(keyword), query)));
  // A name match ranks above an alias match of the same kind.
  return Math.max(nameScore, keywordScore * 0.9);
}
