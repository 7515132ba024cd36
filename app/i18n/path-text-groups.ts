import type { PageNamespace } from "./namespaces";

/**
 * A part of a namespace's texts the root loader sends: a whole namespace (`home`) or one
 * top-level key of it with everything below (`catalog:card`; `compare:intro` also brings
 * `intro_one` and `intro_other`).
 */
export type TextGroup = PageNamespace | `${PageNamespace}:${string}`;

/** A group's namespace and, unless the group is the whole namespace, its top-level key. */
export function partsOfTextGroup(group: TextGroup): { namespace: PageNamespace; top: string | undefined } {
  const separator = group.indexOf(":");
  if (separator < 0) return { namespace: group as PageNamespace, top: undefined };
  // `TextGroup`'s type says what stands before the separator.
  return { namespace: group.slice(0, separator) as PageNamespace, top: group.slice(separator + 1) };
}

const pluralSuffixes = ["zero", "one", "two", "few", "many", "other"];

/** Whether a namespace's top-level key `key` is in the group of its top-level key `top`. */
export function isInTextGroup(key: string, top: string): boolean {
  return key === top || pluralSuffixes.some((suffix) => key === `${top}_${suffix}`);
}

/** The header, the menu, the footer and the error and not-found pages: on every page. */
const everyPage: readonly TextGroup[] = [
  "common:error",
  "common:footer",
  "common:header",
  "common:menu",
  "common:navigationProgress",
  "common:newTab",
  "common:notFound",
  "common:skipToContent",
  "catalog:productTypes",
  "catalog:skinTypes",
  "compare:header",
  "routine:profileLink",
  "check:nav",
];

/** A product card with its match line, flags and compare button. */
const productCards: readonly TextGroup[] = ["catalog:aspects", "catalog:card", "catalog:match", "compare:toggle"];

/** A grid of cards with the filters' words on its cards (the free-of flags). */
const productGrid: readonly TextGroup[] = [...productCards, "catalog:filters", "catalog:flags"];

/** A list with its filter panel, sort and paging. */
const productList: readonly TextGroup[] = [...productGrid, "catalog:list", "catalog:meta", "catalog:sort"];

const accountForm: readonly TextGroup[] = ["account:errors", "account:fields", "account:meta"];

/** What a page needs beyond `everyPage`, by the path segment after the language. */
const bySection: Readonly<Record<string, readonly TextGroup[]>> = {
  "": [...productGrid, "common:carousel", "home", "check:landing"],
  producttype: productList,
  skintype: productList,
  ingredient: [...productList, "catalog:functionSource", "catalog:ingredient", "catalog:product", "functions"],
  dp: [
    ...productGrid,
    "catalog:cheaper",
    "catalog:functionSource",
    "catalog:ingredientList",
    "catalog:matchExplanation",
    "catalog:meta",
    "catalog:priceNote",
    "catalog:pricesSeen",
    "catalog:product",
    "catalog:ratings",
    "catalog:shops",
    "catalog:similar",
    "catalog:versions",
    "functions",
    "routine:add",
  ],
  search: [...productList, "catalog:search", "check:emptySearch"],
  compare: [...productGrid, "compare"],
  check: [
    ...productCards,
    "check",
    "catalog:flags",
    "catalog:functionSource",
    "catalog:matchExplanation",
    "catalog:product",
    "functions",
    "routine:checks",
    "routine:slots",
    "routine:warnings",
  ],
  routine: ["catalog:card", "catalog:match", "catalog:product", "compare:toggle", "routine"],
  analysis: ["analysis", "catalog:aspects", "profile:advice", "profile:scores"],
  signup: [...accountForm, "account:signUp", "account:social"],
  signupconfirm: [...accountForm, "account:confirm"],
  signin: [...accountForm, "account:signIn", "account:social"],
  "forgot-password": [...accountForm, "account:forgotPassword"],
  "reset-password": [...accountForm, "account:resetPassword"],
  profile: [...productCards, "profile"],
};

/**
 * The text groups the page at `pathname` (`/{lang}/…`) renders with: the root loader sends only
 * these, so a list does not carry the analysis's texts nor the product page's
 * (docs/decisions/0002). `npm run typecheck` proves that every key a route's code can ask for is
 * in its groups (scripts/check-text-groups.ts).
 */
export function textGroupsOfPath(pathname: string): TextGroup[] {
  const section = pathname.split("/")[2] ?? "";
  return [...everyPage, ...(bySection[section] ?? [])];
}
