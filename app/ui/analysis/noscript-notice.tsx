import { useTranslation } from "~/i18n/i18n-provider";
import { Link } from "react-router";
import type { Language } from "~/domain/language";
import { homePath } from "~/domain/site-paths";

/** Id of the questionnaire's wrapper, hidden without JavaScript (its buttons would do nothing). */
export const analysisAppId = "analysis-app";

/**
 * Without JavaScript the questions cannot advance and the camera cannot start, so the page
 * says so plainly instead of showing buttons that do nothing.
 */
export function NoscriptNotice(props: { language: Language }) {
  const { t } = useTranslation("analysis");
  return (
    <noscript>
      <style>{`#${analysisAppId}{display:none}`}</style>
      <section className="panel-sand p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{t("noscript.title")}</h1>
        <p className="mt-3 text-base leading-relaxed">{t("noscript.text")}</p>
        <Link to={homePath(props.language)} className="mt-5 inline-block link-accent">
          {t("noscript.home")}
        </Link>
      </section>
    </noscript>
  );
}
