import type { Language } from "./language";

/** The site's own pages, per language (docs/screens.md lists them; product paths are in product-url.ts). */
export const homePath = (language: Language) => `/${language}`;
export const analysisPath = (language: Language) => `/${language}/analysis`;
/** "Check any product": the paste form and a pasted list's reading (docs/check.md). */
export const checkPath = (language: Language) => `/${language}/check`;
export const signUpPath = (language: Language) => `/${language}/signup`;
export const privacyPath = (language: Language) => `/${language}/privacy-policy`;
export const termsPath = (language: Language) => `/${language}/terms-and-conditions`;
export const signInPath = (language: Language) => `/${language}/signin`;
export const profilePath = (language: Language) => `/${language}/profile`;
export const signUpConfirmPath = (language: Language, email: string) =>
  `/${language}/signupconfirm/${encodeURIComponent(email)}`;
export const forgotPasswordPath = (language: Language) => `/${language}/forgot-password`;
export const resetPasswordPath = (language: Language, email: string) =>
  `/${language}/reset-password/${encodeURIComponent(email)}`;
/** The search results page; without a query, the page that asks for one. */
export const searchPath = (language: Language, query?: string) =>
  query === undefined || query.trim() === ""
    ? `/${language}/search`
    : `/${language}/search?${new URLSearchParams({ q: query.trim() }).toString()}`;
/** The compare page; with ids, those products side by side (comma-separated, the URL one can share). */
export const comparePath = (language: Language, ids: readonly string[] = []) =>
  ids.length === 0 ? `/${language}/compare` : `/${language}/compare?ids=${ids.map(encodeURIComponent).join(",")}`;
/** The signed-in user's morning and evening routine (docs/routine.md). */
export const routinePath = (language: Language) => `/${language}/routine`;
