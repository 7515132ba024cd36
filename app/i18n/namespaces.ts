/** Translation namespaces sent with every page (`/locales/{lng}/{ns}.json`). */
export const pageNamespaces = [
  "common",
  "home",
  "catalog",
  "functions",
  "account",
  "analysis",
  "profile",
  "compare",
  "routine",
] as const;
export type PageNamespace = (typeof pageNamespaces)[number];

export type TranslationTree = { [key: string]: string | TranslationTree };
export type PageResources = Record<PageNamespace, TranslationTree>;
