import { backgroundHtml, type TBackground } from './backgrounds';
import type { TDrawnDocument, TShot } from './photo-truth';
import { seededRandom } from './seeded-random';

const CSS_PIXELS_PER_MM = 96 / 25.4;

/**
 * The document lying on its background as the phone sees it: turned, tilted in perspective, a little
 * out of focus, under a lamp's or the windscreen's glare and a vignette. The document is laid out at
 * the photo's own scale (CSS zoom) so its text is drawn sharp before the blur, as a lens would see it.
 */
export function sceneHtml(drawn: TDrawnDocument, shot: TShot & { fill: number; seed: number }): string {
  const random = seededRandom(shot.seed);
  const { width, height } = shot;
  // The document fits in the frame even turned: its height is held within 85 % of the frame's.
  const widthPx = Math.min(width * shot.fill, (height * 0.85 * drawn.widthMm) / drawn.heightMm);
  const zoom = widthPx / (drawn.widthMm * CSS_PIXELS_PER_MM);
  const shift = [random.between(-0.05, 0.05) * width, random.between(-0.04, 0.04) * height];
  const glare = shot.glare
    ? `<div style="position:absolute;inset:0;mix-blend-mode:screen;background:radial-gradient(
        ellipse ${random.between(0.12, 0.3) * width}px ${random.between(0.08, 0.2) * height}px at
        ${random.between(0.3, 0.7) * 100}% ${random.between(0.3, 0.7) * 100}%,
        rgba(255,255,250,${random.between(0.55, 0.9).toFixed(2)}) 0,rgba(255,255,250,0) 100%)"></div>`
    : '';
  return `<!doctype html><html><body style="margin:0;width:${width}px;height:${height}px;overflow:hidden;
      position:relative;background:#333">
    ${backgroundHtml(shot.background as TBackground, shot.seed, width, height)}
    <div style="position:absolute;inset:0;display:flex;align-items:center;justify-content:center;
        perspective:${Math.round(width * 1.4)}px">
      <div style="transform:translate(${shift[0]}px,${shift[1]}px) rotateX(${shot.tiltXDegrees}deg)
          rotateY(${shot.tiltYDegrees}deg) rotate(${shot.rotationDegrees}deg);filter:blur(${shot.blurPixels.toFixed(2)}px);
          box-shadow:0 ${width * 0.006}px ${width * 0.02}px rgba(0,0,0,.55)">
        <div style="zoom:${zoom.toFixed(4)}">${drawn.html}</div>
      </div>
    </div>
    ${glare}
    <div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${random.between(35, 65)}% 45%,
      rgba(0,0,0,0) 45%,rgba(0,0,0,${random.between(0.2, 0.45).toFixed(2)}) 100%)"></div>
  </body></html>`;
}
