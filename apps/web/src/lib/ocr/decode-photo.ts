/**
 * The photo's pixels the right way up: a phone held upright often stores the sensor's landscape
 * pixels with an EXIF Orientation saying how to turn them, which the browser applies here.
 */
export function decodePhoto(photo: Blob): Promise<ImageBitmap> {
  return createImageBitmap(photo, { imageOrientation: 'from-image' });
}
