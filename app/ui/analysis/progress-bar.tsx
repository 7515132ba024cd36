import { useTranslation } from "react-i18next";

/** Id of the visible "Step n of N" text; each question heading points at it (aria-describedby). */
export const progressTextId = "analysis-progress-text";

/** The questionnaire's progress (docs/screens.md: percent = current step / total steps). */
export function ProgressBar(props: { current: number; total: number }) {
  const { t } = useTranslation("analysis");
  const text = t("progress.step", { current: props.current, total: props.total });
  const percent = Math.round((props.current / props.total) * 100);
  return (
    <div>
      <p id={progressTextId} className="text-sm font-semibold text-ink-soft">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={t("progress.label")}
        aria-valuemin={0}
        aria-valuemax={props.total}
        aria-valuenow={props.current}
        aria-valuetext={text}
        className="mt-2 h-2 overflow-hidden rounded-full bg-line"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-300 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
