import {
  afterShrinking,
  firstCheck,
  JPEG_QUALITY,
  jpegName,
  needsReencoding,
  scaledSize,
  SNIFF_BYTES,
  sniffUploadType,
} from './upload-rules';

type TCanvas = OffscreenCanvas | HTMLCanvasElement;

function newCanvas(width: number, height: number): TCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

async function toJpeg(canvas: TCanvas): Promise<Blob | null> {
  // Not `instanceof OffscreenCanvas`: that name does not exist in older Safari.
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * A camera photo resized to MAX_PHOTO_SIDE and re-encoded as JPEG, upright as the phone showed it (EXIF
 * orientation applied). Null when the browser cannot decode it or re-encoding is not worth it: the
 * original is then judged on its own size.
 */
async function shrinkPhoto(file: File): Promise<File | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    if (!needsReencoding(bitmap.width, bitmap.height, file.size)) return null;
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const canvas = newCanvas(width, height);
    const context = canvas.getContext('2d') as
      OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
    if (!context) return null;
    // A transparent PNG would turn black in a JPEG; paper is white.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await toJpeg(canvas);
    return blob && new File([blob], jpegName(file.name), { type: 'image/jpeg' });
  } catch {
    return null;
  } finally {
    bitmap.close();
  }
}

export type TPrepared = { ok: true; file: File } | { ok: false; reason: 'type' | 'size' };

/** Everything checked and shrunk in the browser, so that nothing is sent only to be refused. */
export async function prepareUpload(file: File): Promise<TPrepared> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  switch (firstCheck(sniffUploadType(head), file.size)) {
    case 'refuse-type':
      return { ok: false, reason: 'type' };
    case 'refuse-size':
      return { ok: false, reason: 'size' };
    case 'send':
      return { ok: true, file };
    case 'shrink': {
      const chosen = afterShrinking(file, await shrinkPhoto(file));
      return chosen ? { ok: true, file: chosen } : { ok: false, reason: 'size' };
    }
  }
}
