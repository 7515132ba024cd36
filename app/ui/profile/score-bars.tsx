import { useTranslation } from "~/i18n/i18n-provider";
import { type Aspect, aspects } from "~/domain/aspects";
import { scoreLabel } from "~/domain/score-label";
import { scoreLabelStyle } from "./score-style";
import { Badge } from "~/ui/kit/badge";

/**
 * The six score bars of the profile (docs/screens.md), 0–100 with good/average/poor labels
 * (docs/rules.md). Each bar is a meter whose spoken value is 'Dryness: 64, average'; the
 * figures are written out beside it for everyone.
 */
export function ScoreBars(props: { scores: Record<Aspect, number> }) {
  const { t } = useTranslation(["profile", "catalog"]);
  return (
    <ul className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
      {aspects.map((aspect) => {
        const score = props.scores[aspect];
        const label = scoreLabel(score);
        const title = t(`catalog:aspects.${aspect}.title`);
        const labelText = t(`profile:scores.labels.${label}`);
        const id = `score-${aspect}`;
        return (
          <li key={aspect}>
            <div className="flex items-baseline justify-between gap-3">
              <span id={id} className="font-semibold">
                {title}
              </span>
              <span className="flex items-baseline gap-2" aria-hidden="true">
                <span className="text-lg font-bold tabular-nums">{score}</span>
                <Badge tone={scoreLabelStyle[label].chip} size="sm">
                  {labelText}
                </Badge>
              </span>
            </div>
            <div
              role="meter"
              aria-labelledby={id}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={score}
              aria-valuetext={t("profile:scores.valueText", { aspect: title, score, label: labelText.toLowerCase() })}
              className="mt-2 h-2.5 overflow-hidden rounded-full bg-sand ring-1 ring-line ring-inset"
            >
              <div className={`meter-fill ${scoreLabelStyle[label].bar}`} style={{ width: `${score}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
