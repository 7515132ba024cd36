/** What the bench loads on the site: its pages and its GraphQL operations (docs/performance.md, "Figures"). */
import type { LoadTarget } from "./load";
import { benchApiKey } from "./servers";

export const listPath = "/en/producttype/toner";
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
