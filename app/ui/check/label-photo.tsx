import Camera from "lucide-react/icons/camera";
import ImageIcon from "lucide-react/icons/image";
import LockKeyhole from "lucide-react/icons/lock-keyhole";
import { type ChangeEvent, useEffect, useEffectEvent, useRef, useState } from "react";
import { intlLocaleOf, type Language } from "~/domain/language";
import { numberFormat } from "~/domain/intl-formatters";
import { type LabelReaderFiles, maxLabelPhotoBytes } from "~/domain/label-photo";
import { useTranslation } from "~/i18n/i18n-provider";
import type { TextKey } from "~/i18n/text-keys";
import { Button } from "~/ui/kit/button";
import { FileButton } from "~/ui/kit/file-button";
import { Notice } from "~/ui/kit/notice";
import { onDemand } from "~/ui/on-demand";
import { useHydrated } from "~/ui/use-client";
import type { LabelReader, ReadingProgress } from "./label-reader";

/** The reader's code and tesseract.js: fetched when the first photo is chosen, never with the page. */
const loadReaderModule = onDemand(() => import("./label-reader"));

type Problem = "not-an-image" | "too-large" | "unreadable" | "not-loaded" | "failed";

type PhotoState =
  | { kind: "idle" }
  | { kind: "working"; progress: ReadingProgress }
  | { kind: "done" }
  | { kind: "cancelled" }
  | { kind: "problem"; problem: Problem };

const problemKeys: Record<Problem, TextKey<"check">> = {
  "not-an-image": "photo.problems.not-an-image",
  "too-large": "photo.problems.too-large",
  unreadable: "photo.problems.unreadable",
  "not-loaded": "photo.problems.not-loaded",
  failed: "photo.problems.failed",
};

/** Whether this browser can run the reader: a web worker that runs WebAssembly. */
function canReadPhotos(): boolean {
  return typeof WebAssembly === "object" && typeof Worker === "function";
}

/**
 * "Take a photo of the label" and "Choose a photo" (docs/check.md, "Reading a photo"): the photo
 * is read in the browser, and its text lands in the form's list field for the shopper to correct
 * before checking. Progress is shown and can be cancelled; every failure says what to do next.
 * A photo chosen before the page hydrated is read once it has (ADR 0021).
 */
export function LabelPhoto(props: { files: LabelReaderFiles; language: Language }) {
  const { t } = useTranslation("check");
  const hydrated = useHydrated();
  const unsupported = hydrated && !canReadPhotos();
  const [state, setState] = useState<PhotoState>({ kind: "idle" });
  const reader = useRef<LabelReader | null>(null);
  const reading = useRef<AbortController | null>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const working = state.kind === "working";

  async function readPhoto(input: HTMLInputElement) {
    const photo = input.files?.[0];
    // Emptied, so that choosing the same photo again is a change too.
    input.value = "";
    if (!photo) return;
    if (photo.type !== "" && !photo.type.startsWith("image/")) {
      setState({ kind: "problem", problem: "not-an-image" });
      return;
    }
    if (photo.size > maxLabelPhotoBytes) {
      setState({ kind: "problem", problem: "too-large" });
      return;
    }
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    setState({ kind: "working", progress: { stage: "loading", fraction: 0 } });
    const readerModule = await loadReaderModule().catch(() => null);
    if (controller.signal.aborted) return;
    if (!readerModule) {
      setState({ kind: "problem", problem: "not-loaded" });
      return;
    }
    reader.current ??= readerModule.createLabelReader(props.files);
    try {
      const outcome = await reader.current.read(
        photo,
        (progress) => {
          if (!controller.signal.aborted) setState({ kind: "working", progress });
        },
        controller.signal,
      );
      if (outcome.kind !== "read") {
        setState({ kind: "problem", problem: outcome.kind });
        return;
      }
      const field = input.form?.elements.namedItem("list");
      if (field instanceof HTMLTextAreaElement) {
        field.value = outcome.text;
        field.focus();
        field.setSelectionRange(0, 0);
        field.scrollTop = 0;
      }
      setState({ kind: "done" });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({
        kind: "problem",
        problem: error instanceof readerModule.ReaderNotLoadedError ? "not-loaded" : "failed",
      });
    } finally {
      if (reading.current === controller) reading.current = null;
    }
  }

  const readKeptPhoto = useEffectEvent(() => {
    const input = [cameraInput.current, fileInput.current].find((candidate) => candidate?.files?.length);
    if (input && canReadPhotos()) void readPhoto(input);
  });
  useEffect(() => {
    readKeptPhoto();
    return () => {
      reading.current?.abort();
      void reader.current?.stop();
    };
  }, []);

  function cancel() {
    reading.current?.abort();
    reading.current = null;
    setState({ kind: "cancelled" });
  }

  const percent = numberFormat(intlLocaleOf(props.language), { style: "percent" });
  const stageText = working ? t(state.progress.stage === "loading" ? "photo.loading" : "photo.reading") : null;
  const status =
    stageText ?? (state.kind === "done" ? t("photo.done") : state.kind === "cancelled" ? t("photo.cancelled") : "");
  const inputProps = { accept: "image/*", disabled: working || unsupported, onChange: readPhotoFrom };

  function readPhotoFrom(event: ChangeEvent<HTMLInputElement>) {
    void readPhoto(event.currentTarget);
  }

  return (
    <div className="mb-5 border-b border-line pb-5">
      <p className="text-sm font-semibold">{t("photo.title")}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {/* The camera at once, where there is one to hold: a phone or a tablet, not a desktop's mouse. */}
        <FileButton
          ref={cameraInput}
          capture="environment"
          tone="secondary"
          size="sm"
          className="pointer-fine:hidden"
          {...inputProps}
        >
          <Camera aria-hidden="true" size={18} />
          {t("photo.take")}
        </FileButton>
        <FileButton ref={fileInput} tone="secondary" size="sm" {...inputProps}>
          <ImageIcon aria-hidden="true" size={18} />
          {t("photo.choose")}
        </FileButton>
      </div>
      <p className="mt-2 flex items-start gap-1.5 text-sm text-ink-soft">
        <LockKeyhole aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
        {unsupported ? t("photo.unsupported") : t("photo.private")}
      </p>
      <noscript>
        <p className="mt-2 text-sm font-medium">{t("photo.noscript")}</p>
      </noscript>
      {working ? (
        <div className="mt-3 flex items-center gap-3">
          <div className="min-w-0 flex-1">
            <p className="flex justify-between text-sm" aria-hidden="true">
              <span>{stageText}</span>
              <span>{percent.format(state.progress.fraction)}</span>
            </p>
            <div
              role="progressbar"
              aria-label={stageText ?? undefined}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(state.progress.fraction * 100)}
              className="meter mt-1 h-2"
            >
              <div className="meter-fill bg-accent" style={{ width: `${state.progress.fraction * 100}%` }} />
            </div>
          </div>
          <Button type="button" tone="secondary" size="sm" onClick={cancel}>
            {t("photo.cancel")}
          </Button>
        </div>
      ) : null}
      {/* Stages and outcomes, announced politely; the percentage is the progress bar's to tell. */}
      <p role="status" className={status && !working ? "mt-2 text-sm font-medium" : "sr-only"}>
        {status}
      </p>
      {state.kind === "problem" ? (
        <Notice tone="error" role="alert" className="mt-3">
          {t(problemKeys[state.problem], {
            megabytes: numberFormat(intlLocaleOf(props.language)).format(maxLabelPhotoBytes / 1024 / 1024),
          })}
        </Notice>
      ) : null}
    </div>
  );
}
