import { type RefObject, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

/**
 * Where the front camera stands: starting, showing a live picture, or why it cannot:
 * the visitor refused it, the browser has no camera API here (an insecure page, an old
 * browser), no camera exists, or it failed (another app holds it, for instance).
 */
export type CameraStatus = "starting" | "live" | "denied" | "unavailable" | "not-found" | "failed";

function cameraApiAvailable(): boolean {
  return typeof window !== "undefined" && window.isSecureContext && Boolean(navigator.mediaDevices?.getUserMedia);
}

const noSubscription = () => () => {};

/**
 * Whether the camera API is there; on the server and while hydrating, as if it were: the server
 * renders the step "starting" (docs/decisions/0025-analysis-answers-in-the-url.md), and the
 * browser says otherwise once it has taken over.
 */
function useCameraApiAvailable(): boolean {
  return useSyncExternalStore(noSubscription, cameraApiAvailable, () => true);
}

function statusOfError(error: unknown): CameraStatus {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "not-found";
  return "failed";
}

export interface Camera {
  videoRef: RefObject<HTMLVideoElement | null>;
  status: CameraStatus;
  /** For the video element's `onLoadedData`: the picture is live once a frame has arrived. */
  onVideoReady(): void;
  /** Asks for the camera again (after a failure the visitor may have fixed). */
  retry(): void;
  /** Turns the camera off now (it also turns off when the component using it goes away). */
  stop(): void;
}

/**
 * The front camera as a live video stream, without sound (docs/screens.md, "The skin analysis"),
 * on while `enabled` (off while a taken photo is shown).
 */
export function useCamera(enabled: boolean): Camera {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const apiAvailable = useCameraApiAvailable();
  const [status, setStatus] = useState<CameraStatus>("starting");
  const [attempt, setAttempt] = useState(0);

  const stop = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  useEffect(() => {
    if (!enabled || !cameraApiAvailable()) return;
    let cancelled = false;
    navigator.mediaDevices.getUserMedia({ video: { facingMode: "user" }, audio: false }).then(
      (stream) => {
        if (cancelled) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        streamRef.current = stream;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = stream;
        // Autoplay of a muted video is allowed; a refusal still leaves the first frame.
        video.play().catch(() => undefined);
      },
      (error: unknown) => {
        if (!cancelled) setStatus(statusOfError(error));
      },
    );
    return () => {
      cancelled = true;
      stop();
    };
  }, [attempt, stop, enabled]);

  const onVideoReady = useCallback(() => setStatus("live"), []);
  const retry = useCallback(() => {
    if (!cameraApiAvailable()) return;
    setStatus("starting");
    setAttempt((count) => count + 1);
  }, []);

  return { videoRef, status: apiAvailable ? status : "unavailable", onVideoReady, retry, stop };
}
