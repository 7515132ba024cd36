import { UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { homePath, signUpPath } from "./site-links";
import { iconButtonClass, SiteMenu } from "./site-menu";
import { useRootData } from "./use-root-data";

/**
 * Wordmark, person icon and menu (spec §2). Accounts arrive with the next issue: until
 * then nobody is signed in and the person icon always leads to sign-up.
 */
export function SiteHeader() {
  const { t } = useTranslation("common");
  const { language, settings } = useRootData();
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
          <Link to={signUpPath(language)} className={iconButtonClass} aria-label={t("header.signUp")}>
            <UserRound aria-hidden="true" size={24} strokeWidth={1.75} />
          </Link>
          <SiteMenu language={language} settings={settings} />
        </div>
      </div>
    </header>
  );
}
