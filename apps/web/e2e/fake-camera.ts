import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const WHITE = 235;
const BLACK = 16;

/**
 * A camera that films a certificate's QR code: one YUV 4:2:0 frame of the code (black on white, its
 * quiet zone around it) in the Y4M format Chromium's fake capture device plays in a loop
 * (`--use-file-for-fake-video-capture`). The QR code is made from the text by the same library as
 * the certificate's.
 */
export function qrCodeCamera(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor((HEIGHT * 0.8) / (modules.size + 8));
  const side = (modules.size + 8) * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + (row + 4) * scale + y) * WIDTH + left + (column + 4) * scale;
        luma.fill(BLACK, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const file = path.join(tmpdir(), `bi-qr-camera-${process.pid}-${Date.now()}.y4m`);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  writeFileSync(file, Buffer.concat([header, luma, chroma]));
  return file;
}
