import Check from "lucide-react/icons/check";
import Info from "lucide-react/icons/info";
import Minus from "lucide-react/icons/minus";
import { useTranslation } from "~/i18n/i18n-provider";
import type { Aspect } from "~/domain/aspects";
import { intlLocaleOf, type Language } from "~/domain/language";
import { matchCap } from "~/domain/match-score";
import type { MatchExplanationData } from "./match-explanation-data";
import { numberFormat } from "~/domain/intl-formatters";

function Part(props: { counted: boolean; text: string; points: string }) {
  const Icon = props.counted ? Check : Minus;
  return (
    <li className="flex items-start justify-between gap-3 py-2">
      <span className="flex min-w-0 items-start gap-2">
        <Icon
          aria-hidden="true"
          size={16}
          strokeWidth={2.5}
          className={`mt-0.5 shrink-0 ${props.counted ? "text-accent" : "text-ink-soft"}`}
        />
        <span>{props.text}</span>
      </span>
      <span className={`shrink-0 font-semibold tabular-nums ${props.counted ? "text-ink" : "text-ink-soft"}`}>
        {props.points}
      </span>
    </li>
  );
}

/**
 * What the budget line says: within it or above it, naming the user's budget ("Above your budget
 * (£20–£40)"), or that the price is not known (so it did not count).
 */
const budgetTextKey = {
  fits: "matchExplanation.budget",
  above: "matchExplanation.budgetMissing",
  unknown: "matchExplanation.budgetUnknown",
} as const satisfies Record<MatchExplanationData["budget"], string>;

/**
 * 'Why 82%?' under the product page's match line (docs/rules.md): which of the three parts
 * counted and why, because a bare percentage is easy to misread.
 */
export function MatchExplanation(props: { explanation: MatchExplanationData; language: Language }) {
  const { t } = useTranslation("catalog");
  const { explanation } = props;
  const number = numberFormat(intlLocaleOf(props.language), {
    maximumFractionDigits: 1,
    signDisplay: "always",
  });
  const points = (value: number) => number.format(value);
  const skinType = t(`skinTypes.${explanation.skinType.yours}.title`).toLowerCase();
  const aspectTitle = (aspect: Aspect) => t(`aspects.${aspect}.title`).toLowerCase();
  const capped = explanation.total > matchCap;

  return (
    <details className="group mt-2 max-w-xl card text-sm">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-2xl px-4 py-2 font-semibold marker:hidden focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden">
        <Info aria-hidden="true" size={16} className="shrink-0 text-accent" />
        {t("matchExplanation.summary", { percent: explanation.percent })}
      </summary>
      <div className="border-t border-line px-4 pt-1 pb-3">
        <ul className="divide-y divide-line">
          <Part
            counted={explanation.skinType.points > 0}
            text={
              explanation.skinType.points > 0
                ? t("matchExplanation.skinType", { skinType })
                : t("matchExplanation.skinTypeMissing", { skinType })
            }
            points={points(explanation.skinType.points)}
          />
          <Part
            counted={explanation.budgetPoints > 0}
            text={t(budgetTextKey[explanation.budget], {
              budget: t(`matchExplanation.budgetLevels.${explanation.budgetLevel}`),
            })}
            points={points(explanation.budgetPoints)}
          />
          {explanation.aspects.length > 0 ? (
            explanation.aspects.map((entry) => (
              <Part
                key={entry.aspect}
                counted={entry.points > 0}
                text={t("matchExplanation.aspect", { aspect: aspectTitle(entry.aspect), score: entry.score })}
                points={points(entry.points)}
              />
            ))
          ) : (
            <Part counted={false} text={t("matchExplanation.aspectsMissing")} points={points(0)} />
          )}
        </ul>
        <p className="mt-2 border-t border-ink/20 pt-2 font-semibold">
          {capped
            ? t("matchExplanation.totalCapped", { percent: explanation.percent, cap: matchCap })
            : t("matchExplanation.total", { percent: explanation.percent })}
        </p>
        <p className="mt-2 text-xs leading-relaxed text-ink-soft">{t("matchExplanation.howAspectsCount")}</p>
      </div>
    </details>
  );
}
