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
  "check",
] as const;
export type PageNamespace = (typeof pageNamespaces)[number];

/**
 * Translation namespaces only the server reads (`app/server/locales/{lng}/{ns}.json`), the account
 * mails' and the catalogue import's composed descriptions': kept out of `public/`, which is
 * served, since no page shows them (docs/decisions/0031-one-text-system.md).
 */
export const serverNamespaces = ["mail", "composer"] as const;
export type ServerNamespace = (typeof serverNamespaces)[number];

/** Every namespace whose keys are typed and checked (`text-keys.ts`, `scripts/check-unused-texts.ts`). */
export const textNamespaces = [...pageNamespaces, ...serverNamespaces] as const;
export type TextNamespace = (typeof textNamespaces)[number];

/** Where a namespace's files are, from the project's root: `{folder}/{lng}/{ns}.json`. */
export function localeFolderOf(namespace: string): "public/locales" | "app/server/locales" {
  return (serverNamespaces as readonly string[]).includes(namespace) ? "app/server/locales" : "public/locales";
}

export type TranslationTree = { [key: string]: string | TranslationTree };
export type PageResources = Record<PageNamespace, TranslationTree>;
