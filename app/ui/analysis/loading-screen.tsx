import ScanFace from "lucide-react/icons/scan-face";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { usePrefersReducedMotion } from "~/ui/use-client";
import { StepHeading } from "./step-heading";

/**
 * Shown after the last answer (docs/screens.md: three seconds, then saving). The bar fills over the
 * wait; with reduced motion it is simply full and nothing pulses, and the wait is the same.
 */
export function LoadingScreen(props: { saving: boolean; durationMs: number }) {
  const { t } = useTranslation("analysis");
  const reducedMotion = usePrefersReducedMotion();
  const barRef = useRef<HTMLDivElement>(null);
  const { durationMs } = props;

  useEffect(() => {
    if (reducedMotion) return;
    const animation = barRef.current?.animate([{ width: "0%" }, { width: "100%" }], {
      duration: durationMs,
      easing: "ease-out",
      fill: "backwards",
    });
    return () => animation?.cancel();
  }, [durationMs, reducedMotion]);

  return (
    <section
      aria-labelledby="analysis-loading"
      aria-busy="true"
      className="flex flex-col items-center py-8 text-center"
    >
      <span className="grid h-20 w-20 animate-pulse place-items-center rounded-full bg-accent-soft text-accent">
        <ScanFace aria-hidden="true" size={40} />
      </span>
      <div className="mt-6">
        <StepHeading id="analysis-loading" title={t("loading.title")} focusOnMount />
      </div>
      <p className="mt-3 max-w-sm text-base text-ink-soft">{t("loading.text")}</p>
      <div aria-hidden="true" className="meter mt-8 h-2 w-full max-w-xs">
        <div ref={barRef} className="meter-fill w-full bg-accent" />
      </div>
      <p role="status" className="mt-4 min-h-6 text-sm font-semibold text-ink-soft">
        {props.saving ? t("loading.saving") : ""}
      </p>
    </section>
  );
}
