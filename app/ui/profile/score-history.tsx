import { useTranslation } from "~/i18n/i18n-provider";
import { type Aspect, aspects } from "~/domain/aspects";
import { intlLocaleOf, type Language } from "~/domain/language";
import { formatDate } from "./format-date";
import { numberFormat } from "~/domain/intl-formatters";

export interface HistoryPoint {
  createdAt: string;
  scores: Record<Aspect, number>;
}

const width = 200;
const height = 64;
const pad = 6;

/** x and y of each score in the sparkline's box: oldest on the left, 100 at the top. */
function points(values: number[]): { x: number; y: number }[] {
  const step = values.length > 1 ? (width - 2 * pad) / (values.length - 1) : 0;
  return values.map((value, index) => ({
    x: pad + index * step,
    y: pad + ((100 - value) / 100) * (height - 2 * pad),
  }));
}

function levelY(value: number): number {
  return pad + ((100 - value) / 100) * (height - 2 * pad);
}

function Sparkline(props: { values: number[]; label: string }) {
  const coordinates = points(props.values);
  const last = coordinates[coordinates.length - 1];
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={props.label} className="mt-3 h-auto w-full">
      {/* The label thresholds (docs/rules.md): above 70 good, below 30 poor. */}
      {[70, 30].map((level) => (
        <line
          key={level}
          x1={0}
          x2={width}
          y1={levelY(level)}
          y2={levelY(level)}
          className="stroke-line"
          strokeWidth={1}
          strokeDasharray="4 4"
        />
      ))}
      <polyline
        points={coordinates.map(({ x, y }) => `${x},${y}`).join(" ")}
        fill="none"
        className="stroke-accent"
        strokeWidth={2.5}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {coordinates.map(({ x, y }, index) => (
        <circle key={index} cx={x} cy={y} r={3} className="fill-cream stroke-accent" strokeWidth={2} />
      ))}
      {last ? <circle cx={last.x} cy={last.y} r={4} className="fill-accent" /> : null}
    </svg>
  );
}

/**
 * How each score moved across the user's analyses (every analysis is kept, docs/rules.md): one
 * small line per aspect, each announced with its figures, and the same figures as a table.
 */
export function ScoreHistory(props: { history: HistoryPoint[]; language: Language }) {
  const { t } = useTranslation(["profile", "catalog"]);
  const { history, language } = props;
  const first = history[0];
  const latest = history[history.length - 1];
  if (!first || !latest) return null;
  const firstDate = formatDate(first.createdAt, language);
  const number = numberFormat(intlLocaleOf(language), { signDisplay: "exceptZero" });

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {aspects.map((aspect) => {
          const values = history.map((point) => point.scores[aspect]);
          const change = latest.scores[aspect] - first.scores[aspect];
          const title = t(`catalog:aspects.${aspect}.title`);
          return (
            <li key={aspect} className="card p-3 sm:p-4">
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="font-semibold">{title}</h3>
                <span className="text-lg font-bold tabular-nums">{latest.scores[aspect]}</span>
              </div>
              <p className="text-sm text-ink-soft">
                {change === 0
                  ? t("profile:history.unchanged", { date: firstDate })
                  : t("profile:history.change", { change: number.format(change), date: firstDate })}
              </p>
              <Sparkline
                values={values}
                label={t("profile:history.chartLabel", { aspect: title, values: values.join(", ") })}
              />
            </li>
          );
        })}
      </ul>
      <details className="mt-4 card">
        <summary className="flex min-h-11 cursor-pointer items-center rounded-2xl px-4 font-semibold">
          {t("profile:history.showTable")}
        </summary>
        <div className="overflow-x-auto border-t border-line px-4 py-3">
          <table className="w-full min-w-[36rem] text-left text-sm tabular-nums">
            <caption className="sr-only">{t("profile:history.caption")}</caption>
            <thead>
              <tr className="border-b border-line text-ink-soft">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t("profile:history.date")}
                </th>
                {aspects.map((aspect) => (
                  <th key={aspect} scope="col" className="px-2 py-2 font-semibold">
                    {t(`catalog:aspects.${aspect}.title`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {history.map((point, index) => (
                <tr key={`${point.createdAt}-${index}`} className="border-b border-line last:border-0">
                  <th scope="row" className="py-2 pr-3 font-medium whitespace-nowrap">
                    {t("profile:history.analysis", { number: index + 1, date: formatDate(point.createdAt, language) })}
                  </th>
                  {aspects.map((aspect) => (
                    <td key={aspect} className="px-2 py-2">
                      {point.scores[aspect]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
