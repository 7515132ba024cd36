import Scale from "lucide-react/icons/scale";
import UserRound from "lucide-react/icons/user-round";
import { useTranslation } from "~/i18n/i18n-provider";
import { Link } from "react-router";
import { comparePath, homePath, profilePath, signInPath, signUpPath } from "~/domain/site-paths";
import { SearchForm } from "../search/search-form";
import { SiteMenu } from "./site-menu";
import { useRootData } from "./use-root-data";
import { buttonVariants, iconButtonClass } from "~/ui/kit/button-variants";

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
        <Link to={homePath(language)} className="wordmark" aria-label={t("header.homeLabel")}>
          kulit
        </Link>
        <SearchForm language={language} className="hidden max-w-md flex-1 sm:block" />
        <div className="flex items-center gap-1">
          {signedIn ? null : (
            <Link to={signInPath(language)} className={buttonVariants({ tone: "quiet", size: "compact" })}>
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
              <span aria-hidden="true" className="badge-count">
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
