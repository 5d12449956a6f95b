/** Reads a QR code from what the camera shows now; null while none is in view. */
export type TQrDecoder = (video: HTMLVideoElement) => Promise<string | null>;

type TBarcodeDetector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type TBarcodeDetectorClass = {
  new (options: { formats: string[] }): TBarcodeDetector;
  getSupportedFormats: () => Promise<string[]>;
};

/** The camera frame is scaled down first: a certificate's QR code reads at 640 px, four times faster. */
const MAX_SIDE = 640;

/**
 * The browser's own detector where it has one (Chrome on Android), else jsQR on a canvas, fetched
 * only then: both read the same code, the first without shipping a decoder.
 */
export async function createQrDecoder(): Promise<TQrDecoder> {
  const Detector = (globalThis as { BarcodeDetector?: TBarcodeDetectorClass }).BarcodeDetector;
  const formats: string[] = Detector ? await Detector.getSupportedFormats().catch(() => []) : [];
  if (Detector && formats.includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    const scale = Math.min(1, MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height)?.data ?? null;
  };
}
