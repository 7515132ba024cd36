import { redirect } from "react-router";
import { isLanguage } from "~/domain/language";
import type { Route } from "./+types/language-catch-all";

/** An unknown path under a language goes to that language's home (docs/rules.md). */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(isLanguage(params.lang) ? `/${params.lang}` : "/en");
}
