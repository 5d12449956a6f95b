import { CHROMIUM_ARGS, findChromium } from '@bi/chromium';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type TLighthouseResult = {
  path: string;
  /** 0–100, Lighthouse's mobile preset: a mid-range phone on slow 4G, simulated. */
  score: number;
  fcpMillis: number;
  lcpMillis: number;
  tbtMillis: number;
  /** Bytes of JavaScript the page load fetched, as the server sent them (compressed). */
  scriptTransferBytes: number;
};

type TNetworkRequest = { resourceType?: string; transferSize?: number };

function scriptTransferBytes(items: unknown): number {
  return (items as TNetworkRequest[])
    .filter((request) => request.resourceType === 'Script')
    .reduce((total, request) => total + (request.transferSize ?? 0), 0);
}

async function runOnce(chromePath: string, url: string): Promise<Omit<TLighthouseResult, 'path'>> {
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const run = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
    });
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = run.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const requests = audits['network-requests']?.details;
    return {
      score: Math.round((categories.performance?.score ?? Number.NaN) * 100),
      fcpMillis: numeric('first-contentful-paint'),
      lcpMillis: numeric('largest-contentful-paint'),
      tbtMillis: numeric('total-blocking-time'),
      scriptTransferBytes: requests && 'items' in requests ? scriptTransferBytes(requests.items) : Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's performance category for each page of the running app, nothing fetched from outside,
 * a fresh browser profile each run. The run with the median score is kept: on a shared 2-core
 * machine one run alone swings by several points.
 */
export async function measureLighthouse(
  baseUrl: string,
  paths: readonly string[],
  runs = 3,
): Promise<TLighthouseResult[]> {
  const chromium = await findChromium();
  const results: TLighthouseResult[] = [];
  for (const path of paths) {
    const measured = [];
    for (let run = 0; run < runs; run += 1) measured.push(await runOnce(chromium.path, `${baseUrl}${path}`));
    measured.sort((a, b) => a.score - b.score);
    results.push({ path, ...measured[Math.floor(measured.length / 2)]! });
  }
  return results;
}
