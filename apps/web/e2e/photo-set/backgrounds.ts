/** What lies under the document, drawn by Chromium from a seed: no picture is stored. */
export const BACKGROUNDS = ['wood table', 'car dashboard', 'laminate table'] as const;

export type TBackground = (typeof BACKGROUNDS)[number];

/**
 * SVG turbulence coloured by a matrix: the grain of wood stretched along the boards, the fine grain of a
 * dashboard's plastic, a laminate's faint mottling. Frequencies follow the photo's width so a 4000-pixel
 * shot shows the same table as a 1920-pixel one, only sharper.
 */
const TEXTURES: Record<TBackground, { frequency: [number, number]; octaves: number; colours: string }> = {
  'wood table': {
    frequency: [0.0022, 0.055],
    octaves: 4,
    colours: '0.42 0 0 0 0.30  0.28 0 0 0 0.17  0.14 0 0 0 0.08  0 0 0 0 1',
  },
  'car dashboard': {
    frequency: [0.35, 0.35],
    octaves: 2,
    colours: '0.10 0 0 0 0.10  0.10 0 0 0 0.10  0.10 0 0 0 0.11  0 0 0 0 1',
  },
  'laminate table': {
    frequency: [0.01, 0.012],
    octaves: 3,
    colours: '0.12 0 0 0 0.70  0.12 0 0 0 0.67  0.12 0 0 0 0.62  0 0 0 0 1',
  },
};

/** A dashboard's air vent and the curve of its cowl, so the document does not lie on a flat field. */
const dashboardShapes = (width: number, height: number) =>
  `<div style="position:absolute;left:${width * 0.04}px;top:${height * 0.06}px;width:${width * 0.16}px;
     height:${height * 0.22}px;border-radius:${width * 0.01}px;background:repeating-linear-gradient(
     #0b0b0d 0 ${height * 0.012}px,#2b2c30 ${height * 0.012}px ${height * 0.02}px)"></div>
   <div style="position:absolute;left:-10%;right:-10%;top:${height * 0.82}px;height:${height}px;
     border-radius:50% 50% 0 0;background:#151518;box-shadow:0 -${height * 0.01}px ${height * 0.03}px #000"></div>`;

export function backgroundHtml(background: TBackground, seed: number, width: number, height: number): string {
  const { frequency, octaves, colours } = TEXTURES[background];
  const scale = 1920 / width;
  return `<svg style="position:absolute;inset:0" width="${width}" height="${height}">
      <filter id="grain" x="0" y="0" width="100%" height="100%">
        <feTurbulence type="fractalNoise" baseFrequency="${frequency[0] * scale} ${frequency[1] * scale}"
          numOctaves="${octaves}" seed="${seed % 10_000}"/>
        <feColorMatrix type="matrix" values="${colours}"/>
      </filter>
      <rect width="100%" height="100%" filter="url(#grain)"/>
    </svg>${background === 'car dashboard' ? dashboardShapes(width, height) : ''}`;
}
