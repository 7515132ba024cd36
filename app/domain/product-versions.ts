/**
 * A product sold in versions (scents, extracts, colours) under one name, and which version its
 * ingredient list belongs to (docs/catalogue.md, "Products sold in versions").
 */
export interface SoldInVersions {
  /** The versions as the source names them ("Rice", "Green Tea"), in its order. */
  names: string[];
  /** Source key (app/domain/catalogue-sources.ts) and ISO date of the row that lists them. */
  source: string;
  observedOn: string;
  /** The version whose ingredient list the page shows; null when the list does not tell. */
  listVersion: string | null;
}

/**
 * The INCI words of the plants and materials versions are named after, for names whose INCI
 * shares no word with them ("Green Tea" is Camellia Sinensis): the versions Sociolla 2023 names
 * for Korean products (docs/catalogue.md, "Products sold in versions"). A version word itself is
 * always looked for too ("Rice", "Charcoal", "Pearl"). Add a row when a source names a version
 * whose INCI this table does not know. "Wine" has none: grape (Vitis Vinifera) seed oil is in
 * many lists that are no wine version's.
 */
const versionInciWords: Readonly<Record<string, readonly string[]>> = {
  rice: ["oryza sativa"],
  "green tea": ["camellia sinensis"],
  lemon: ["citrus limon"],
  strawberry: ["fragaria"],
  mugwort: ["artemisia"],
  avocado: ["persea gratissima"],
  cucumber: ["cucumis sativus"],
  "damask rose": ["rosa damascena"],
  "acai berry": ["euterpe oleracea"],
  "shea butter": ["butyrospermum parkii"],
  coconut: ["cocos nucifera"],
  vanilla: ["vanilla planifolia"],
};

const normalised = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Whether an ingredient name holds a word or phrase as whole words. */
const holds = (ingredient: string, phrase: string): boolean => ` ${ingredient} `.includes(` ${phrase} `);

/** The words a version is looked for by in a list: its own name and its table entry's INCI words. */
function wordsOfVersion(version: string): string[] {
  const name = normalised(version);
  return name === "" ? [] : [name, ...(versionInciWords[name] ?? [])];
}

/**
 * The version a list belongs to: the one version whose name (or its INCI words) an ingredient of
 * the list holds while no other version's does; null when none or several do. "Rice" and "Green
 * Tea" over a list with "Rice Ferment Filtrate (Sake)" and no Camellia Sinensis give "Rice".
 */
export function versionOfList(versions: readonly string[], ingredientNames: readonly string[]): string | null {
  const ingredients = ingredientNames.map(normalised);
  const found = versions.filter((version) =>
    wordsOfVersion(version).some((phrase) => ingredients.some((ingredient) => holds(ingredient, phrase))),
  );
  return found.length === 1 ? (found[0] ?? null) : null;
}

/**
 * A product's versions from the first price row that names them (rows in source order), with
 * the version its list belongs to; null when no row names versions.
 */
export function versionsOf(
  prices: readonly { versions?: readonly string[]; source: string; observedOn: string }[],
  ingredientNames: readonly string[],
): SoldInVersions | null {
  const named = prices.find((price) => price.versions !== undefined && price.versions.length >= 2);
  if (named?.versions === undefined) return null;
  return {
    names: [...named.versions],
    source: named.source,
    observedOn: named.observedOn,
    listVersion: versionOfList(named.versions, ingredientNames),
  };
}
