import type { Worker } from 'tesseract.js';

/**
 * Where the engine's files are served from our own origin, never a CDN: apps/web/build/ocr-assets.ts
 * copies them there from node_modules (decision 025).
 */
const OCR_FILES = {
  workerPath: '/ocr/worker.min.js',
  corePath: '/ocr/core',
  langPath: '/ocr/lang',
  // A worker started from a blob: URL would need `blob:` in the CSP's worker-src.
  workerBlobURL: false,
} as const;

/** The engine holds tens of megabytes in a phone's memory: let go of it once the photos are read. */
const IDLE_MS = 60_000;

let started: Promise<Worker> | null = null;
let idle: ReturnType<typeof setTimeout> | undefined;
let pending = 0;
// One engine, one read at a time: each read sets its own parameters first.
let queue: Promise<unknown> = Promise.resolve();

async function startWorker(): Promise<Worker> {
  // Loaded on demand: tesseract.js is only fetched by a customer who photographs a document.
  const { createWorker, OEM } = await import('tesseract.js');
  return createWorker('eng', OEM.LSTM_ONLY, OCR_FILES);
}

function engine(): Promise<Worker> {
  started ??= startWorker().catch((error: unknown) => {
    // A phone that lost its connection while the model downloaded may try again with its next photo.
    started = null;
    throw error;
  });
  return started;
}

/**
 * The text tesseract reads in an image, in the phone's browser: the image is never sent anywhere.
 * `characters`, when given, are the only ones it may read (the MRZ's alphabet, say).
 */
export function recognizeText(image: Blob, characters = ''): Promise<string> {
  clearTimeout(idle);
  pending += 1;
  const read = queue.then(async () => {
    const worker = await engine();
    await worker.setParameters({ tessedit_char_whitelist: characters });
    const { data } = await worker.recognize(image);
    return data.text;
  });
  read
    .finally(() => {
      pending -= 1;
      if (pending > 0) return;
      idle = setTimeout(() => {
        const stopping = started;
        started = null;
        void stopping?.then((worker) => worker.terminate()).catch(() => undefined);
      }, IDLE_MS);
    })
    .catch(() => undefined);
  queue = read.catch(() => undefined);
  return read;
}
