/**
 * The phones of upload-latency.ts, in a process of their own: making and sending the scans in the
 * server's process would hold its event loop and be counted against the server. Reads
 * UPLOAD_BASE_URL, UPLOAD_AUTHORIZATION and UPLOAD_COUNT; says `ready` once the scans are made, then at
 * each `go` sends them all at once and says `done` when every one was accepted (any other answer exits
 * non-zero). It runs until its parent ends it.
 */
import { randomFillSync } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@bi/domain';

const base = process.env.UPLOAD_BASE_URL;
const authorization = process.env.UPLOAD_AUTHORIZATION;
const count = Number(process.env.UPLOAD_COUNT);
if (!base || !authorization || !(count > 0) || !process.send) {
  throw new Error('upload-sender.ts runs as the child of upload-latency.ts');
}
const tell = process.send.bind(process);

/** A scan as phones make them, at the size limit: one image stream of random bytes, which nothing compresses. */
function scan(): Blob {
  const image = randomFillSync(Buffer.alloc(MAX_UPLOAD_BYTES - 2048));
  return new Blob(
    [
      `%PDF-1.4\n1 0 obj << /Type /XObject /Subtype /Image /Filter /DCTDecode /Length ${image.length} >>\nstream\n`,
      image,
      '\nendstream\nendobj\ntrailer << >>\n%%EOF\n',
    ],
    { type: 'application/pdf' },
  );
}

async function upload(content: Blob, index: number) {
  const form = new FormData();
  form.append('file', content, `scan-${index}.pdf`);
  const answer = await fetch(`${base}/api/v1/files`, {
    method: 'POST',
    headers: { authorization: authorization! },
    body: form,
  });
  if (answer.status !== 200) throw new Error(`upload: HTTP ${answer.status} ${await answer.text()}`);
}

const scans = Array.from({ length: count }, scan);
process.on('message', () => {
  void Promise.all(scans.map(upload)).then(
    () => tell('done'),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
tell('ready');
