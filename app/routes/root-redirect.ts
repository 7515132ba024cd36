import { redirect } from "react-router";
import { defaultLanguage } from "~/domain/language";
import { languageFromCookie } from "~/i18n/language-cookie";
import type { Route } from "./+types/root-redirect";

/** `/` → `/{lang}`: the language remembered in the i18next cookie, else English (docs/rules.md). */
export function loader({ request }: Route.LoaderArgs) {
  const language = languageFromCookie(request.headers.get("Cookie")) ?? defaultLanguage;
  return redirect(`/${language}`);
}
