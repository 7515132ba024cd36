/**
 * The words search compares (docs/search.md): lower case, accents and punctuation gone, split
 * at anything that is not a letter or a digit. The import stores a product's words with this
 * function and every query goes through it, so SQLite's FTS5 and PostgreSQL's full-text search
 * both see plain space-separated words and tokenise them the same way.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
}

/** Longest query kept (the header's field allows as much): beyond it a query is no longer a search. */
export const maxSearchQueryLength = 100;

/**
 * The `q` of a search URL as it is searched and shown: spaces collapsed, trimmed and cut to the
 * longest query kept. Whatever the URL holds is a query (a missing one is empty): search reads
 * only its words, so nothing in it needs refusing.
 */
export function searchQueryOf(raw: string | null | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, maxSearchQueryLength);
}

/**
 * Other names a product is sold under that its sources do not use, reviewed one by one
 * (docs/search.md, "Aliases"): a shopper types the name on the bottle.
 */
const productAliases: Readonly<Record<string, readonly string[]>> = {
  "beauty-of-joseon-sunscreen-rice-probiotics": ["Relief Sun"],
  "beauty-of-joseon-sunscreen-aqua-fresh-rice-b5": ["Relief Sun Aqua-fresh"],
  "cosrx-advanced-snail-96-mucin-power-essence": ["Snail Mucin Essence"],
};

/** What the search index holds for a product: its brand, name and aliases as search words. */
export function productSearchText(product: { id: string; brand: string; name: string }): string {
  return searchWords([product.brand, product.name, ...(productAliases[product.id] ?? [])].join(" ")).join(" ");
}
