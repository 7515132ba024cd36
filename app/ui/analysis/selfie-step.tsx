import { Camera, CameraOff, LoaderCircle, LockKeyhole } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { secondaryButtonClass } from "./button-styles";
import { captureSelfie } from "./capture-selfie";
import { progressTextId } from "./progress-bar";
import { StepHeading } from "./step-heading";
import { type CameraStatus, useCamera } from "./use-camera";

/** Each way the camera can fail has its own message; a retry helps only where the visitor can fix it. */
const problemKeys: Partial<Record<CameraStatus, { message: string; retry: boolean }>> = {
  denied: { message: "selfie.denied", retry: true },
  unavailable: { message: "selfie.unavailable", retry: false },
  "not-found": { message: "selfie.notFound", retry: true },
  failed: { message: "selfie.failed", retry: true },
};

/**
 * The last step (docs/screens.md): a live preview of the front camera, a round capture button and
 * Skip. A capture that yields no picture saves nothing and stays on the step (docs/screens.md);
 * without a camera the step explains why, and Skip still works.
 */
export function SelfieStep(props: { focusHeading: boolean; onDone(selfie: Blob | null): void }) {
  const { t } = useTranslation("analysis");
  const { videoRef, status, onVideoReady, retry, stop } = useCamera();
  const [capturing, setCapturing] = useState(false);
  const [captureFailed, setCaptureFailed] = useState(false);
  const problem = problemKeys[status];
  const headingId = "analysis-step-selfie";

  async function capture() {
    const video = videoRef.current;
    if (!video || capturing) return;
    setCapturing(true);
    const selfie = await captureSelfie(video);
    setCapturing(false);
    if (!selfie) {
      setCaptureFailed(true);
      return;
    }
    stop();
    props.onDone(selfie);
  }

  function skip() {
    stop();
    props.onDone(null);
  }

  return (
    <section aria-labelledby={headingId}>
      <StepHeading
        id={headingId}
        eyebrow={t("steps.selfie.title")}
        title={t("steps.selfie.question")}
        hint={t("steps.selfie.hint")}
        focusOnMount={props.focusHeading}
        describedBy={progressTextId}
      />

      {problem ? (
        <div className="mt-6 rounded-3xl border border-line bg-sand/70 p-6 text-center">
          <CameraOff aria-hidden="true" size={32} className="mx-auto text-ink-soft" />
          <p role="alert" className="mx-auto mt-3 max-w-sm text-base">
            {t(problem.message)}
          </p>
          {problem.retry ? (
            <button type="button" onClick={retry} className={`${secondaryButtonClass} mt-5`}>
              {t("selfie.retry")}
            </button>
          ) : null}
        </div>
      ) : (
        <div className="mt-6 flex flex-col items-center">
          <div
            className="relative aspect-square w-full overflow-hidden rounded-3xl bg-ink"
            // As large as fits with the capture button still in view, from a small phone up.
            style={{ maxWidth: "max(14rem, min(24rem, calc(100dvh - 29rem)))" }}
          >
            <video
              ref={videoRef}
              onLoadedData={onVideoReady}
              autoPlay
              muted
              playsInline
              aria-label={t("selfie.previewLabel")}
              // Mirrored like a mirror; the picture taken is not.
              className="h-full w-full -scale-x-100 object-cover"
            />
            {status === "starting" ? (
              <p
                role="status"
                className="absolute inset-0 flex flex-col items-center justify-center gap-3 px-6 text-center text-cream"
              >
                <LoaderCircle aria-hidden="true" size={28} className="animate-spin" />
                {t("selfie.starting")}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => void capture()}
            disabled={status !== "live" || capturing}
            aria-label={t("selfie.take")}
            className="mt-6 grid h-20 w-20 place-items-center rounded-full border-4 border-accent bg-cream text-accent shadow-md ring-4 ring-cream transition-transform hover:scale-105 active:scale-95 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:scale-100"
          >
            <span className="grid h-14 w-14 place-items-center rounded-full bg-accent text-cream">
              <Camera aria-hidden="true" size={26} />
            </span>
          </button>
          <p aria-live="polite" className="mt-3 min-h-6 text-center text-sm font-medium text-accent">
            {captureFailed ? t("selfie.captureFailed") : ""}
          </p>
        </div>
      )}

      <div className="mt-4 flex justify-center">
        <button type="button" onClick={skip} className={secondaryButtonClass}>
          {t("selfie.skip")}
        </button>
      </div>
      <p className="mx-auto mt-6 flex max-w-md items-start gap-2 text-sm leading-relaxed text-ink-soft">
        <LockKeyhole aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
        {t("selfie.privacy")}
      </p>
    </section>
  );
}
