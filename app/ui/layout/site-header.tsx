import Scale from "lucide-react/icons/scale";
import UserRound from "lucide-react/icons/user-round";
import { useTranslation } from "~/i18n/i18n-provider";
import { Link } from "react-router";
import { comparePath, homePath, profilePath, signInPath, signUpPath } from "~/domain/site-paths";
import { SearchForm } from "../search/search-form";
import { iconButtonClass } from "./icon-button-class";
import { SiteMenu } from "./site-menu";
import { useRootData } from "./use-root-data";

/**
 * Wordmark, search, the compare link while products are picked, "Sign in" for visitors, the
 * person icon and the menu (docs/screens.md). The search field sits between the wordmark and the
 * icons from tablets up and on a row of its own on phones. The header stays at the top while
 * the page scrolls, so search and the menu are always one tap away. The person icon leads to
 * the profile when signed in and to sign-up otherwise; the root loader decides, so nothing
 * flickers.
 */
export function SiteHeader() {
  const { t } = useTranslation("common");
  const { language, settings, signedIn, compared } = useRootData();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-cream">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={homePath(language)}
          className="rounded-md px-1 text-[1.75rem] leading-none font-bold tracking-tight text-ink"
          aria-label={t("header.homeLabel")}
        >
          kulit
        </Link>
        <SearchForm language={language} className="hidden max-w-md flex-1 sm:block" />
        <div className="flex items-center gap-1">
          {signedIn ? null : (
            <Link
              to={signInPath(language)}
              className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-ink hover:bg-sand"
            >
              {t("header.signIn")}
            </Link>
          )}
          {compared.length > 0 ? (
            <Link
              to={comparePath(language, compared)}
              className={`${iconButtonClass} relative`}
              aria-label={t("compare:header.link", { count: compared.length })}
            >
              <Scale aria-hidden="true" size={24} strokeWidth={1.75} />
              <span
                aria-hidden="true"
                className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs font-bold text-cream tabular-nums"
              >
                {compared.length}
              </span>
            </Link>
          ) : null}
          <Link
            to={signedIn ? profilePath(language) : signUpPath(language)}
            className={iconButtonClass}
            aria-label={signedIn ? t("header.profile") : t("header.signUp")}
          >
            <UserRound aria-hidden="true" size={24} strokeWidth={1.75} />
          </Link>
          <SiteMenu language={language} settings={settings} signedIn={signedIn} />
        </div>
      </div>
      <div className="px-4 pb-3 sm:hidden">
        <SearchForm language={language} />
      </div>
    </header>
  );
}
