/** The longest side of a stored selfie: plenty for a face, small enough for phones on slow networks. */
const maxSelfieSide = 1024;
const jpegQuality = 0.85;

/**
 * The video's current frame as a JPEG, scaled down to at most 1024 px. Null when the camera
 * gives no picture (no frame yet, or the browser cannot encode it): then nothing is saved.
 */
export function captureSelfie(video: HTMLVideoElement): Promise<Blob | null> {
  const { videoWidth, videoHeight } = video;
  if (videoWidth === 0 || videoHeight === 0) return Promise.resolve(null);
  const scale = Math.min(1, maxSelfieSide / Math.max(videoWidth, videoHeight));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(videoWidth * scale);
  canvas.height = Math.round(videoHeight * scale);
  const context = canvas.getContext("2d");
  if (!context) return Promise.resolve(null);
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => {
    canvas.toBlob((blob) => resolve(blob && blob.size > 0 ? blob : null), "image/jpeg", jpegQuality);
  });
}
