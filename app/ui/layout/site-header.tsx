import { UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { homePath, profilePath, signUpPath } from "~/domain/site-paths";
import { iconButtonClass, SiteMenu } from "./site-menu";
import { useRootData } from "./use-root-data";

/**
 * Wordmark, person icon and menu (docs/screens.md). The person icon leads to the profile when
 * signed in and to sign-up otherwise; the root loader decides, so nothing flickers.
 */
export function SiteHeader() {
  const { t } = useTranslation("common");
  const { language, settings, signedIn } = useRootData();
  return (
    <header className="border-b border-line bg-cream">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link
          to={homePath(language)}
          className="rounded-md px-1 text-[1.75rem] leading-none font-bold tracking-tight text-ink"
          aria-label={t("header.homeLabel")}
        >
          kulit
        </Link>
        <div className="flex items-center gap-1">
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
    </header>
  );
}
