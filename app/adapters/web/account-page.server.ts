import { type AppLoadContext, redirect } from "react-router";
import type { Language } from "~/domain/language";
import { profilePath } from "~/domain/site-paths";
import { translator } from "~/i18n/translate.server";
import { emailField } from "./account-action.server";
import type { AccountPageHead } from "./account-page-head";
import { languageParam } from "./route-params.server";

/**
 * The account pages: the key of their texts in `account.json`, the path after the language that
 * search engines may index (null: the page names an address, so it stays out of them), and
 * whether a visitor who is already signed in is sent on to the profile (the pages that sign in).
 */
const accountPages = {
  signIn: { indexedPath: "/signin", forSignedOut: true },
  signUp: { indexedPath: "/signup", forSignedOut: true },
  confirm: { indexedPath: null, forSignedOut: true },
  forgotPassword: { indexedPath: "/forgot-password", forSignedOut: false },
  resetPassword: { indexedPath: null, forSignedOut: false },
} as const;

export type AccountPage = keyof typeof accountPages;

interface LoaderArgs {
  params: { lang?: string };
  request: Request;
  context: AppLoadContext;
}

/**
 * The start of every account page's loader: the path's language, a signed-in visitor sent on
 * to the profile where the page is for signing in, and the page's head in that language.
 */
export async function loadAccountPage(
  { params, request, context }: LoaderArgs,
  page: AccountPage,
): Promise<{ language: Language; head: AccountPageHead }> {
  const language = languageParam(params.lang);
  const { indexedPath, forSignedOut } = accountPages[page];
  if (forSignedOut && (await context.services.accounts.sessionOf(request.headers))) {
    throw redirect(profilePath(language));
  }
  const t = translator(language);
  return {
    language,
    head: {
      title: t(`account:meta.${page}.title`),
      description: t(`account:meta.${page}.description`),
      language,
      publicUrl: context.settings.publicUrl,
      pathAfterLanguage: indexedPath,
    },
  };
}

/** The address in a page's path (confirmation, reset); a path without one goes to `otherwise`. */
export function addressParam(value: string | undefined, otherwise: string): string {
  const parsed = emailField.safeParse(value ?? "");
  if (!parsed.success) throw redirect(otherwise);
  return parsed.data;
}
