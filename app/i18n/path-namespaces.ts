import type { PageNamespace } from "./namespaces";

/**
 * What every page shows: the header, the menu and the footer (`common`, the type names of
 * `catalog`, the compare link, the routine link) and product cards (`catalog`, `compare`, the
 * match line of `profile`).
 */
const everyPage: readonly PageNamespace[] = ["common", "catalog", "compare", "profile", "routine"];

const accountPage: readonly PageNamespace[] = ["account", "analysis"];

/** The namespaces a page needs beyond `everyPage`, by the path segment after the language. */
const bySection: Readonly<Record<string, readonly PageNamespace[]>> = {
  "": ["home"],
  dp: ["functions"],
  ingredient: ["functions"],
  analysis: accountPage,
  signup: accountPage,
  signupconfirm: accountPage,
  signin: accountPage,
  "forgot-password": accountPage,
  "reset-password": accountPage,
  profile: accountPage,
};

/**
 * The translation namespaces the page at `pathname` (`/{lang}/…`) renders with: the root loader
 * sends only these, so a list does not carry the analysis's texts (docs/decisions/0002).
 */
export function namespacesOfPath(pathname: string): PageNamespace[] {
  const section = pathname.split("/")[2] ?? "";
  return [...everyPage, ...(bySection[section] ?? [])];
}
