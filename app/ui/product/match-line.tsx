import Sparkles from "lucide-react/icons/sparkles";
import UserPlus from "lucide-react/icons/user-plus";
import { useTranslation } from "~/i18n/i18n-provider";
import { Link } from "react-router";
import type { Language } from "~/domain/language";
import type { MatchState } from "~/domain/match-state";

export type { MatchState } from "~/domain/match-state";

/**
 * The match line of docs/screens.md in its three states. `card` wording on cards, `page` wording
 * on the product page; every state links somewhere useful.
 */
export function MatchLine(props: { match: MatchState; language: Language; variant?: "card" | "page" }) {
  const { t } = useTranslation("catalog");
  const variant = props.variant ?? "card";
  const { match, language } = props;
  const size = variant === "page" ? "px-3 py-1.5 text-sm" : "py-1 text-xs";
  const iconSize = variant === "page" ? 16 : 14;
  if (match.state === "match") {
    return (
      <Link to={`/${language}/analysis`} className={`match-link ${size}${variant === "page" ? " bg-accent-soft" : ""}`}>
        <Sparkles aria-hidden="true" size={iconSize} strokeWidth={2.25} />
        {t("match.percent", { percent: match.percent })}
      </Link>
    );
  }
  const signedOut = match.state === "signed-out";
  return (
    <Link
      to={signedOut ? `/${language}/signup` : `/${language}/analysis`}
      className={`match-link ${size}${variant === "page" ? " border border-line bg-sand" : ""}`}
    >
      {signedOut ? (
        <UserPlus aria-hidden="true" size={iconSize} strokeWidth={2.25} />
      ) : (
        <Sparkles aria-hidden="true" size={iconSize} strokeWidth={2.25} />
      )}
      {t(`match.${variant}.${signedOut ? "signedOut" : "noProfile"}`)}
    </Link>
  );
}
