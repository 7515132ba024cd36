import ArrowLeft from "lucide-react/icons/arrow-left";
import { useTranslation } from "~/i18n/i18n-provider";
import { buttonVariants } from "~/ui/kit/button-variants";

/** Id of the visible "Step n of N" text; each question heading points at it (aria-describedby). */
export const progressTextId = "analysis-progress-text";

/** The Back control: a link to the screen before, which the page's script turns into a step back in its history. */
export interface BackControl {
  href: string;
  onBack(): void;
}

/**
 * The questionnaire's progress (docs/screens.md: percent = current step / total steps), with
 * the Back control on every step after the first.
 */
export function ProgressBar(props: { current: number; total: number; back?: BackControl }) {
  const { back } = props;
  const { t } = useTranslation("analysis");
  const text = t("progress.step", { current: props.current, total: props.total });
  const percent = Math.round((props.current / props.total) * 100);
  return (
    <div>
      <div className="flex min-h-11 items-center justify-between gap-4">
        {back ? (
          <a
            href={back.href}
            onClick={(event) => {
              event.preventDefault();
              back.onBack();
            }}
            className={`${buttonVariants({ tone: "quiet", size: "compact" })} -ml-2 gap-1.5 px-2 text-base`}
          >
            <ArrowLeft aria-hidden="true" size={20} />
            {t("progress.back")}
          </a>
        ) : null}
        <p id={progressTextId} className="ml-auto text-sm font-semibold text-ink-soft">
          {text}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t("progress.label")}
        aria-valuemin={0}
        aria-valuemax={props.total}
        aria-valuenow={props.current}
        aria-valuetext={text}
        className="meter mt-1 h-2"
      >
        <div
          className="meter-fill bg-accent transition-[width] duration-300 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
