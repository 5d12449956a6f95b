/** Small files whose first bytes are what real ones start with. */
export const SAMPLE = {
  jpeg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0'),
    Buffer.alloc(64),
  ]),
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
    Buffer.from('IHDR'),
    Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde]),
    Buffer.alloc(32),
  ]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  /** A Windows executable: "MZ", then the PE header the DOS stub points to. */
  exe: (() => {
    const file = Buffer.alloc(256);
    file.write('MZ', 0);
    file.writeUInt32LE(0x80, 0x3c);
    file.write('PE\0\0', 0x80, 'binary');
    return file;
  })(),
};

/** A multipart/form-data body with one file field, as a browser sends it. */
export function multipart(
  fieldName: string,
  fileName: string,
  content: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = `----border-insurance-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
