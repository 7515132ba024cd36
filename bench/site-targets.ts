/** What the bench loads on the site: its pages and its GraphQL operations (docs/performance.md, "Figures"). */
import type { LoadTarget } from "./load";
import { benchApiKey } from "./servers";

export const listPath = "/en/producttype/toner";

/** What a browser says it takes: pages are measured as sent to one, compressed. */
export const browserHeaders = { "accept-encoding": "gzip, deflate, br, zstd" } as const;
export const searchPath = "/en/search?q=cosrx+snial";

/** The server pages with a budget, named as their keys in `bench/results/latest.json`. */
export const budgetedPages = ["productPage", "listPage", "searchPage"] as const;
export type BudgetedPage = (typeof budgetedPages)[number];

export const pageLabels: Record<BudgetedPage, string> = {
  productPage: "product page",
  listPage: `list ${listPath}`,
  searchPage: `search ${searchPath}`,
};

/** The first product the toner list links to: a product page every catalogue has. */
export async function productPath(base: string): Promise<string> {
  const response = await fetch(`${base}${listPath}`);
  if (!response.ok) throw new Error(`${listPath} answered ${response.status}`);
  const found = /href="(\/en\/dp\/[^"]+)"/.exec(await response.text())?.[1];
  if (!found) throw new Error(`no product link on ${listPath}`);
  return found;
}

let missCount = 0;
/** `path` with a query no one has asked for yet, so the server renders it instead of answering from its page cache. */
export function unaskedPath(pagePath: string): string {
  missCount += 1;
  return `${pagePath}${pagePath.includes("?") ? "&" : "?"}bench-miss=${missCount}`;
}

/**
 * The product pages of the first sitemap file, one after another, each once before any comes
 * round again (and then with a query no one has asked for): product pages rendered afresh, as the
 * long tail of a large catalogue is.
 */
export async function productPagesInTurn(base: string): Promise<() => string> {
  const response = await fetch(`${base}/sitemaps/1.xml`);
  if (!response.ok) throw new Error(`/sitemaps/1.xml answered ${response.status}`);
  const paths = [...(await response.text()).matchAll(/<loc>[^<]*?(\/en\/dp\/[^<&]+)<\/loc>/g)].flatMap((match) =>
    // Addresses with an XML entity (`&apos;`) are left out rather than decoded by hand.
    match[1] ? [match[1]] : [],
  );
  if (paths.length === 0) throw new Error("no product page in /sitemaps/1.xml");
  let turn = 0;
  return () => {
    const pagePath = paths[turn % paths.length] ?? "";
    const firstRound = turn < paths.length;
    turn += 1;
    return firstRound ? pagePath : unaskedPath(pagePath);
  };
}

/**
 * The budgeted pages, each request one the server has not answered before: a different product
 * page each time, the list and search with a query no one asked for.
 */
export async function unaskedPageTargets(base: string): Promise<Record<BudgetedPage, LoadTarget>> {
  const nextProduct = await productPagesInTurn(base);
  return {
    productPage: { url: base, headers: browserHeaders, nextPath: nextProduct },
    listPage: { url: base, headers: browserHeaders, nextPath: () => unaskedPath(listPath) },
    searchPage: { url: base, headers: browserHeaders, nextPath: () => unaskedPath(searchPath) },
  };
}

/**
 * A real 57-ingredient list as a shop prints it (Klairs Rich Moist Soothing Cream, Soko Glam 2020):
 * the size of list `docs/check.md` measures a reading with.
 */
const checkedList =
  "Water, Caprylic/Capric Triglyceride, Glycerin, Cetyl Alcohol, Cyclopentasiloxane, Glyceryl Stearate, Sodium Hyaluronate, Cetyl Ethylhexanoate, Stearic Acid, Butyrospermum Parkii (Shea Butter), Simmondsia Chinensis (Jojoba) Seed Oil, Beta-Glucan, Sorbitan Sesquioleate, Microcrystalline Wax, Betaine, Peg-100 Stearate, Ceramide 3, Polyquaternium-51, Sorbitan Stearate, Dimethicone, Tocopheryl Acetate, Carbomer, Arginine, Illicium Verum(Anise) Fruit Extract, Citrus Paradisi(Grapefruit) Fruit Extract, Nelumbium Speciosum Flower Extract, Paeonia Suffruticosa Root Extract, Scutellaria Baicalensis Root Extract, Chlorphenesin, Disodium Adenosine Triphosphate, Algin, Carica Papaya (Papaya) Fruit Extract, Citric Acid, Portulaca Oleracea Extract, Natto Gum, Centella Asiatica Extract, Althaea Rosea Flower Extract, Aloe Barbadensis Leaf Extract, Disodium Edta, Apium Graveolens (Celery) Extract, Brassica Oleracea Capitata (Cabbage) Leaf Extract, Brassica Oleracea Italica (Broccoli) Extract, Brassica Rapa (Turnip) Leaf Extract, Daucus Carota Sativa (Carrot) Root Extract, Oryza Sativa (Rice) Bran Extract, Solanum Lycopersicum (Tomato) Fruit/Leaf/Stem Extract, Lysine Hcl, Proline, Sodium Ascorbyl Phosphate, Acetyl Methionine, Theanine, Lavandula Angustifolia (Lavender) Oil, Eucalyptus Globulus Leaf Oil, Pelargonium Graveolens Flower Oil, Citrus Limon (Lemon) Peel Oil, Citrus Aurantium Dulcis (Orange) Peel Oil, Cananga Odorata Flower Oil";

/** The address of a reading (`/en/check?list=1.…&type=moisturizer`): where the check form's post leads. */
export async function checkReadingPath(base: string): Promise<string> {
  const response = await fetch(`${base}/en/check`, {
    method: "POST",
    body: new URLSearchParams({ list: checkedList, type: "moisturizer" }),
    redirect: "manual",
  });
  const location = response.headers.get("location");
  if (response.status !== 303 || location === null) throw new Error(`the check form answered ${response.status}`);
  return location.replace(/#.*$/, "");
}

/** The budgeted pages' paths on a running site. */
export async function pagePaths(base: string): Promise<Record<BudgetedPage, string>> {
  return { productPage: await productPath(base), listPage: listPath, searchPage: searchPath };
}

export const helloQuery = "{ __typename }";
export const listProductsQuery =
  "{ listProducts(limit: 10) { items { id product brand price skinType aspect ingredients amazon } nextToken } }";

/** A public read of `/graphql` with the bench's API key. */
export function graphqlTarget(base: string, query: string): LoadTarget {
  return {
    url: `${base}/graphql`,
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": benchApiKey },
    body: JSON.stringify({ query }),
  };
}
