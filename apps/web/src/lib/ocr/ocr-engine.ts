import type { PSM, Worker } from 'tesseract.js';

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

/** The name of the performance measure each read on the engine adds. */
const ENGINE_MEASURE = 'ocr-engine';

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

/** Tesseract's parameters a read sets: every read sets all of them, so none leaks into the next. */
export type TOcrParameters = {
  /** The only characters it may read; empty for any. */
  characters: string;
  /**
   * Tesseract's page segmentation: '3' finds the layout itself, '6' reads one block of lines, '7' one
   * line.
   */
  segmentation: '3' | '6' | '7';
};

/**
 * Runs one read on the shared engine, in turn with the others, and lets the engine go once nothing
 * has been read for a while.
 */
export function runOcr<T>(parameters: TOcrParameters, read: (worker: Worker) => Promise<T>): Promise<T> {
  clearTimeout(idle);
  pending += 1;
  const result = queue.then(async () => {
    const worker = await engine();
    await worker.setParameters({
      tessedit_char_whitelist: parameters.characters,
      tessedit_pageseg_mode: parameters.segmentation as PSM,
    });
    const started = performance.now();
    try {
      return await read(worker);
    } finally {
      // The engine's own time, apart: DevTools slows a page's thread like a phone's, not its workers'
      // (the photo bench scales this part itself, decision 036).
      performance.measure(ENGINE_MEASURE, { start: started });
    }
  });
  result
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
  queue = result.catch(() => undefined);
  return result;
}
