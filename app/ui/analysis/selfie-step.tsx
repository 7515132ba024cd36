import Camera from "lucide-react/icons/camera";
import CameraOff from "lucide-react/icons/camera-off";
import LoaderCircle from "lucide-react/icons/loader-circle";
import LockKeyhole from "lucide-react/icons/lock-keyhole";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useState } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import type { TextKey } from "~/i18n/text-keys";
import { selfieSkippedValue } from "~/domain/analysis-query";
import { buttonVariants } from "~/ui/kit/button-variants";
import { captureSelfie } from "./capture-selfie";
import { progressTextId } from "./progress-bar";
import { blobToDataUrl } from "./selfie-data-url";
import { StepSection } from "./step-heading";
import { StepForm, type StepProps } from "./step-form";
import { type CameraStatus, useCamera } from "./use-camera";

/** Each way the camera can fail has its own message; a retry helps only where the visitor can fix it. */
type ProblemKey = Extract<
  TextKey<"analysis">,
  "selfie.denied" | "selfie.unavailable" | "selfie.notFound" | "selfie.failed"
>;
const problemKeys: Partial<Record<CameraStatus, { message: ProblemKey; retry: boolean }>> = {
  denied: { message: "selfie.denied", retry: true },
  unavailable: { message: "selfie.unavailable", retry: false },
  "not-found": { message: "selfie.notFound", retry: true },
  failed: { message: "selfie.failed", retry: true },
};

/** As large as fits with the buttons below it still in view, from a small phone up (docs/screens.md). */
const pictureSize = { maxWidth: "max(12rem, min(24rem, calc(100dvh - 33rem)))" };

/**
 * The last step (docs/screens.md): a live preview of the front camera with a round capture
 * button and Skip; once taken, the photo itself with "Use this photo" and "Retake". A capture
 * that yields no picture stays on the step; without a camera the step explains why, and Skip
 * still works. A photo kept earlier (Back from the summary) is shown again to use or retake.
 * Skip submits the step's plain form (`selfie=skip`), so it works before the page has hydrated.
 */
export function SelfieStep(
  props: {
    kept: string | null | undefined;
    onDone(selfie: string | null): void;
  } & StepProps,
) {
  const { t } = useTranslation("analysis");
  const [photo, setPhoto] = useState<string | null>(typeof props.kept === "string" ? props.kept : null);
  const { videoRef, status, onVideoReady, retry, stop } = useCamera(photo === null);
  const [capturing, setCapturing] = useState(false);
  const [captureFailed, setCaptureFailed] = useState(false);
  const problem = photo === null ? problemKeys[status] : undefined;
  const headingId = "analysis-step-selfie";

  async function capture() {
    const video = videoRef.current;
    if (!video || capturing) return;
    setCapturing(true);
    const blob = await captureSelfie(video);
    const taken = blob ? await blobToDataUrl(blob).catch(() => null) : null;
    setCapturing(false);
    setCaptureFailed(taken === null);
    if (taken === null) return;
    stop();
    setPhoto(taken);
  }

  function retake() {
    setPhoto(null);
    retry();
  }

  function skip() {
    stop();
    props.onDone(null);
  }

  const skipButton = (
    <button
      type="submit"
      name="selfie"
      value={selfieSkippedValue}
      onClick={(event) => {
        event.preventDefault();
        skip();
      }}
      className={buttonVariants({ tone: "secondary" })}
    >
      {t("selfie.skip")}
    </button>
  );

  return (
    <StepSection
      id={headingId}
      eyebrow={t("steps.selfie.title")}
      title={t(photo === null ? "steps.selfie.question" : "selfie.reviewQuestion")}
      hint={t(photo === null ? "steps.selfie.hint" : "selfie.reviewHint")}
      focusOnMount={props.focusHeading}
      describedBy={progressTextId}
    >
      <StepForm action={props.action} fields={props.fields}>
        {photo !== null ? (
          <div className="mt-6 flex flex-col items-center">
            <img
              src={photo}
              alt={t("selfie.photoAlt")}
              className="aspect-square w-full rounded-3xl bg-ink object-cover"
              style={pictureSize}
            />
            <div className="mt-5 flex flex-wrap justify-center gap-3">
              <button type="button" onClick={retake} className={buttonVariants({ tone: "secondary" })}>
                <RotateCcw aria-hidden="true" size={18} />
                {t("selfie.retake")}
              </button>
              <button
                type="button"
                onClick={() => props.onDone(photo)}
                className={buttonVariants({ size: "lg", raised: true })}
              >
                {t("selfie.use")}
              </button>
            </div>
          </div>
        ) : problem ? (
          <div className="panel-sand mt-6 p-6 text-center">
            <CameraOff aria-hidden="true" size={32} className="mx-auto text-ink-soft" />
            <p role="alert" className="mx-auto mt-3 max-w-sm text-base">
              {t(problem.message)}
            </p>
            <div className="mt-5 flex flex-wrap justify-center gap-3">
              {problem.retry ? (
                <button type="button" onClick={retry} className={buttonVariants({ tone: "secondary" })}>
                  {t("selfie.retry")}
                </button>
              ) : null}
              {skipButton}
            </div>
          </div>
        ) : (
          <div className="mt-6 flex flex-col items-center">
            <div className="relative aspect-square w-full overflow-hidden rounded-3xl bg-ink" style={pictureSize}>
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
            {/* Capture in the middle, Skip beside it: both in view above the fold. */}
            <div className="mt-5 grid w-full grid-cols-[1fr_auto_1fr] items-center gap-3">
              <span />
              <button
                type="button"
                onClick={() => void capture()}
                disabled={status !== "live" || capturing}
                aria-label={t("selfie.take")}
                className="shutter"
              >
                <span>
                  <Camera aria-hidden="true" size={26} />
                </span>
              </button>
              <span className="justify-self-start">{skipButton}</span>
            </div>
            <p aria-live="polite" className="mt-2 min-h-6 text-center text-sm font-medium text-accent">
              {captureFailed ? t("selfie.captureFailed") : ""}
            </p>
          </div>
        )}
      </StepForm>

      <p className="mx-auto mt-4 flex max-w-md items-start gap-2 text-sm leading-relaxed text-ink-soft">
        <LockKeyhole aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
        {t("selfie.privacy")}
      </p>
    </StepSection>
  );
}
