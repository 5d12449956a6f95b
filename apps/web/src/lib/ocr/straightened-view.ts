import { grayFrom, type TGrayImage } from './gray-image';

/** A region in the straightened frame: the photo turned by -angle around its centre, at full size. */
export type TRegion = { left: number; top: number; width: number; height: number };

/** A decoded photo and the angle its text lies at (degrees, clockwise), with the frame that undoes it. */
export type TStraightened = { photo: ImageBitmap; angle: number; width: number; height: number };

export function straighten(photo: ImageBitmap, angle: number): TStraightened {
  const radians = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(radians)), Math.abs(Math.sin(radians))];
  return {
    photo,
    angle,
    width: Math.ceil(photo.width * cos + photo.height * sin),
    height: Math.ceil(photo.width * sin + photo.height * cos),
  };
}

/**
 * A region of the straightened photo drawn at `scale` into a canvas: the photo's own pixels are
 * resampled once, turned and scaled together, so a crop loses no sharpness to a first downscale.
 */
export function renderRegion(view: TStraightened, region: TRegion, scale: number): OffscreenCanvas {
  const canvas = new OffscreenCanvas(
    Math.max(1, Math.round(region.width * scale)),
    Math.max(1, Math.round(region.height * scale)),
  );
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  context.scale(scale, scale);
  context.translate(-region.left + view.width / 2, -region.top + view.height / 2);
  context.rotate((-view.angle * Math.PI) / 180);
  context.drawImage(view.photo, -view.photo.width / 2, -view.photo.height / 2);
  return canvas;
}

/**
 * The same part of the photo in another straightened frame (a refined angle, a half turn): its centre
 * is carried through the photo's own coordinates, its size kept.
 */
export function movedRegion(from: TStraightened, to: TStraightened, region: TRegion): TRegion {
  const turn = (x: number, y: number, degrees: number) => {
    const radians = (degrees * Math.PI) / 180;
    const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
    return [x * cos - y * sin, x * sin + y * cos] as const;
  };
  const [x, y] = turn(
    region.left + region.width / 2 - from.width / 2,
    region.top + region.height / 2 - from.height / 2,
    from.angle,
  );
  const [u, v] = turn(x, y, -to.angle);
  return {
    left: u + to.width / 2 - region.width / 2,
    top: v + to.height / 2 - region.height / 2,
    width: region.width,
    height: region.height,
  };
}

/** The region grown by `horizontal` and `vertical` pixels on each side. */
export const grown = (region: TRegion, horizontal: number, vertical: number): TRegion => ({
  left: region.left - horizontal,
  top: region.top - vertical,
  width: region.width + 2 * horizontal,
  height: region.height + 2 * vertical,
});

export const wholeFrame = (view: TStraightened): TRegion => ({
  left: 0,
  top: 0,
  width: view.width,
  height: view.height,
});

/** The region in gray, at `scale`. */
export function grayRegion(view: TStraightened, region: TRegion, scale: number): TGrayImage {
  const canvas = renderRegion(view, region, scale);
  return grayFrom(canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height));
}
