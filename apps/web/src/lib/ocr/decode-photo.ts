/**
 * Finding the text needs no 12 MP: a copy this many pixels on its long side holds a zone's letters at
 * 10 to 30 pixels high, and costs a phone tens of milliseconds to search.
 */
const PREVIEW_SIDE = 1200;

/** The photo at full size, for the crops the engine reads, and a small copy to search. */
export type TDecodedPhoto = { photo: ImageBitmap; preview: ImageBitmap; close: () => void };

/**
 * The photo's pixels the right way up: a phone held upright often stores the sensor's landscape
 * pixels with an EXIF Orientation saying how to turn them, which the browser applies here. The small
 * copy is shrunk once, by the browser's decoder, rather than by every search that turns it.
 */
export async function decodePhoto(blob: Blob): Promise<TDecodedPhoto> {
  const photo = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  const scale = Math.min(1, PREVIEW_SIDE / Math.max(photo.width, photo.height));
  const preview = await createImageBitmap(photo, {
    resizeWidth: Math.max(1, Math.round(photo.width * scale)),
    resizeHeight: Math.max(1, Math.round(photo.height * scale)),
    resizeQuality: 'medium',
  });
  return {
    photo,
    preview,
    close: () => {
      photo.close();
      preview.close();
    },
  };
}
