import FlaskConical from "lucide-react/icons/flask-conical";
import { useTranslation } from "~/i18n/i18n-provider";
import { Link } from "react-router";
import { adviceIngredients } from "~/domain/advice";
import type { Aspect } from "~/domain/aspects";
import { ingredientIdOf } from "~/domain/ingredient-name";
import type { Language } from "~/domain/language";
import { ingredientPath } from "~/domain/product-url";
import { scoreLabel } from "~/domain/score-label";
import { scoreLabelStyle } from "./score-style";
import { badgeVariants } from "~/ui/kit/badge";
import { pillVariants } from "~/ui/kit/pill-variants";

/**
 * Advice for the three lowest aspects (docs/screens.md): the aspect, its positive label, what
 * helps, and links to the ingredient pages of the ingredients that help. The result before
 * sign-up shows the lowest one alone.
 */
export function SkinAdvice(props: { aspects: Aspect[]; scores: Record<Aspect, number>; language: Language }) {
  const { t } = useTranslation(["profile", "catalog"]);
  return (
    <ol className={`grid gap-4 ${props.aspects.length > 1 ? "md:grid-cols-3" : ""}`}>
      {props.aspects.map((aspect) => {
        const score = props.scores[aspect];
        const label = scoreLabel(score);
        return (
          <li key={aspect} className="flex flex-col panel p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-semibold">{t(`catalog:aspects.${aspect}.title`)}</h3>
              <span className={`text-sm font-semibold tabular-nums ${scoreLabelStyle[label].text}`}>
                {t("profile:advice.score", { score, label: t(`profile:scores.labels.${label}`).toLowerCase() })}
              </span>
            </div>
            <p className={`${badgeVariants()} mt-2 self-start`}>
              <span className="sr-only">{t("profile:advice.goal")}: </span>
              {t(`profile:advice.aspects.${aspect}.label`)}
            </p>
            <p className="mt-3 flex-1 leading-relaxed text-ink-soft">
              {t(`profile:advice.aspects.${aspect}.description`)}
            </p>
            <h4 className="caps mt-4 text-xs text-ink-soft">{t("profile:advice.lookFor")}</h4>
            <ul className="mt-2 flex flex-wrap gap-2">
              {adviceIngredients[aspect].map((name) => (
                <li key={name}>
                  <Link
                    to={ingredientPath(props.language, ingredientIdOf(name))}
                    className={`${pillVariants()} font-medium`}
                  >
                    <FlaskConical aria-hidden="true" size={14} className="text-accent" />
                    {name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
