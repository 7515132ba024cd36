import ArrowRight from "lucide-react/icons/arrow-right";
import LockKeyhole from "lucide-react/icons/lock-keyhole";
import { useTranslation } from "~/i18n/i18n-provider";
import { Link } from "react-router";
import { adviceAspects } from "~/domain/advice";
import type { Language } from "~/domain/language";
import { signInPath } from "~/domain/site-paths";
import { ScoreBars } from "~/ui/profile/score-bars";
import { SkinAdvice } from "~/ui/profile/skin-advice";
import { buttonVariants } from "~/ui/kit/button-variants";
import { signUpFromAnalysisPath } from "./analysis-finish";
import type { AnalysisPreview } from "./analysis-schemas";
import { StepHeading } from "./step-heading";

/**
 * What an anonymous visitor sees at once after the analysis (docs/screens.md): the skin type,
 * the six scores and the advice for the lowest one. The full advice, the top picks and the
 * matches wait behind sign-up (or sign-in), which saves these very scores.
 */
export function AnalysisResult(props: {
  language: Language;
  preview: AnalysisPreview;
  focusHeading: boolean;
  changeUrl: string;
}) {
  const { t } = useTranslation(["analysis", "catalog"]);
  const { language, preview } = props;
  const skinType = t(`catalog:skinTypes.${preview.skinType}.title`);
  return (
    <section aria-labelledby="analysis-result">
      <StepHeading
        id="analysis-result"
        eyebrow={t("analysis:result.eyebrow")}
        title={t("analysis:result.title", { skinType })}
        hint={t(`catalog:skinTypes.${preview.skinType}.description`)}
        focusOnMount={props.focusHeading}
      />

      <h2 className="mt-8 text-xl font-bold">{t("analysis:result.scoresTitle")}</h2>
      <div className="mt-4">
        <ScoreBars scores={preview.scores} />
      </div>

      <h2 className="mt-10 text-xl font-bold">{t("analysis:result.adviceTitle")}</h2>
      <p className="mt-1 text-ink-soft">{t("analysis:result.adviceIntro")}</p>
      <div className="mt-4">
        <SkinAdvice aspects={adviceAspects(preview.scores, 1)} scores={preview.scores} language={language} />
      </div>

      <aside aria-labelledby="analysis-result-save" className="mt-10 rounded-3xl bg-ink p-6 text-cream sm:p-8">
        <h2 id="analysis-result-save" className="flex items-center gap-2 text-xl font-bold">
          <LockKeyhole aria-hidden="true" size={20} className="shrink-0" />
          {t("analysis:result.saveTitle")}
        </h2>
        <p className="mt-2 leading-relaxed text-cream/85">{t("analysis:result.saveText")}</p>
        <div className="mt-5 flex flex-col gap-3">
          <Link to={signUpFromAnalysisPath(language)} className={buttonVariants({ size: "lg", raised: true })}>
            {t("analysis:result.signUp")}
            <ArrowRight aria-hidden="true" size={20} />
          </Link>
          <Link
            to={`${signInPath(language)}?from=analysis`}
            className={`${buttonVariants({ tone: "outline-light" })} text-base`}
          >
            {t("analysis:result.signIn")}
          </Link>
        </div>
        <p className="mt-4 text-sm text-cream/75">{t("analysis:result.keptHere")}</p>
      </aside>

      <p className="mt-6">
        <Link to={props.changeUrl} className="inline-flex min-h-11 items-center link-accent">
          {t("analysis:result.change")}
        </Link>
      </p>
    </section>
  );
}
