/**
 * A one-page PDF the size of a scanned document (`bytes` of image data in a stream), built whole: its
 * cross-reference table points at each object, as a scanner's PDF does. No script, no action.
 */
function scannedDocument(bytes: number): Buffer {
  const drawing = 'q 595 0 0 842 0 0 cm /Scan Do Q';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Scan 4 0 R >> >> /Contents 5 0 R >>',
    `<< /Type /XObject /Subtype /Image /Width ${bytes} /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${bytes} >>\nstream\n${'\u0080'.repeat(bytes)}\nendstream`,
    `<< /Length ${drawing.length} >>\nstream\n${drawing}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const BOUNDARY = '----chaos-journey-upload';

/** What a browser sends to `POST /api/v1/files` for a scanned page of 64 kB, in the field `file`. */
export const SCAN_UPLOAD = {
  payload: Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    scannedDocument(64 * 1024),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]),
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
};
