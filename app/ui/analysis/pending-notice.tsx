import { ArrowRight, ClipboardCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Language } from "~/domain/language";
import { signUpFromAnalysisPath } from "./analysis-finish";

/**
 * For a visitor who finished the analysis without an account and came back to it (browser
 * Back from sign-up, or a reload during the loading screen): the finished analysis is still
 * kept, and sign-up saves it.
 */
export function PendingNotice(props: { language: Language }) {
  const { t } = useTranslation("analysis");
  return (
    <aside aria-labelledby="pending-analysis" className="mb-8 rounded-3xl border border-line bg-accent-soft/60 p-5">
      <h2 id="pending-analysis" className="flex items-center gap-2 text-base font-semibold">
        <ClipboardCheck aria-hidden="true" size={20} className="shrink-0 text-accent" />
        {t("pending.title")}
      </h2>
      <p className="mt-2 text-sm leading-relaxed">{t("pending.text")}</p>
      <Link
        to={signUpFromAnalysisPath(props.language)}
        className="mt-3 inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent underline underline-offset-4"
      >
        {t("pending.signUp")}
        <ArrowRight aria-hidden="true" size={16} />
      </Link>
    </aside>
  );
}
