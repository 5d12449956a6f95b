import { HOSTILE_PDFS } from '../../apps/api/src/modules/files/hostile-pdfs';
import { pdfActiveContent } from '../../apps/api/src/modules/files/pdf-active-content';
import { percentile, sampleMillis } from './measure';

const SCANS = 3;

/**
 * The scanner on each hostile upload the tests check the answer for: the median of a few scans, each
 * file built once, as a phone's upload is scanned once. A wrong answer is a failure, not a time.
 */
export async function measurePdfScans(): Promise<{ name: string; medianMillis: number }[]> {
  const results = [];
  for (const { name, finding, build } of HOSTILE_PDFS) {
    const pdf = build();
    const samples = await sampleMillis(SCANS, 1, async () => {
      const found = await pdfActiveContent(pdf);
      if (found !== finding) throw new Error(`${name}: found ${found}, expected ${finding}`);
    });
    results.push({ name, medianMillis: percentile(samples, 0.5) });
  }
  return results;
}
