import { deflateSync, inflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { HOSTILE_PDFS } from './hostile-pdfs';
import { pdfActiveContent } from './pdf-active-content';
import { objectStreamText, pdfWithStreams, pngPredicted } from './sample-pdfs';

const OBJECT_STREAM = '/Type /ObjStm /N 1 /First 4';
/** A catalog that runs a script on opening: compressed, the file's own bytes show none of it. */
const SCRIPTED_CATALOG =
  '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>';

/** What pdf.js, the reader of Firefox, would run: proof that a test file really hides a script. */
async function scriptsPdfJsRuns(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  try {
    return await document.getJSActions();
  } finally {
    await document.destroy();
  }
}

/** A one-stream PDF whose object stream holds object 4, by default its catalog. */
const withObjectStream = (
  dictionary: string,
  data: Buffer,
  layout: { catalog?: string; root?: number } = { root: 4 },
) => pdfWithStreams([[`${OBJECT_STREAM} ${dictionary}`, data]], layout);

/** Every row told apart from its neighbours (no tag 0), so the names are not in the inflated bytes. */
const predicted = (objects: string, bytesPerPixel: number, bytesPerRow: number) =>
  deflateSync(
    pngPredicted(objectStreamText(objects), { bytesPerPixel, bytesPerRow }, (row) => 1 + (row % 4)),
  );

describe('the PDF scanner, on object streams', () => {
  it('undoes PNG predictors as readers do, so a script under one is found', async () => {
    for (const [dictionary, data] of [
      ['/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 5 >>', predicted(SCRIPTED_CATALOG, 1, 5)],
      [
        '/Filter /FlateDecode /DP << /Predictor 15 /Colors 3 /BPC 8 /Columns 4 >>',
        predicted(SCRIPTED_CATALOG, 3, 12),
      ],
      [
        '/Filter [/FlateDecode] /DecodeParms [<< /Pr#65dictor 10 /BitsPerComponent 16 /Columns 2 >>]',
        predicted(SCRIPTED_CATALOG, 2, 4),
      ],
    ] as const) {
      expect(inflateSync(data).includes('/JS'), dictionary).toBe(false);
      const pdf = withObjectStream(dictionary, data);
      expect(await scriptsPdfJsRuns(pdf), dictionary).toEqual({ OpenAction: ['app.alert(1)'] });
      expect(await pdfActiveContent(pdf), dictionary).toBe('OpenAction');
    }
  });

  it('accepts a predicted object stream that only opens a page, which it reads only once decoded', async () => {
    const goTo = '<< /S /GoTo /D [2 0 R /Fit] >>';
    const dictionary = '/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 7 >>';
    expect(
      await pdfActiveContent(
        withObjectStream(dictionary, predicted(goTo, 1, 7), { catalog: '/OpenAction 4 0 R' }),
      ),
    ).toBeNull();
  });

  it('follows the filter keys and passes pdf.js follows: /F and /Fl, two Flate passes', async () => {
    const text = objectStreamText(SCRIPTED_CATALOG);
    for (const [dictionary, data] of [
      ['/F /Fl', deflateSync(text)],
      ['/F#69lter [/FlateDecode /Fl]', deflateSync(deflateSync(text))],
    ] as const) {
      const pdf = withObjectStream(dictionary, data);
      expect(await scriptsPdfJsRuns(pdf), dictionary).toEqual({ OpenAction: ['app.alert(1)'] });
      expect(await pdfActiveContent(pdf), dictionary).toBe('OpenAction');
    }
  });

  it('refuses, as not checkable, an object stream whose decoding it cannot know', async () => {
    const data = deflateSync(objectStreamText('<< /Type /Page >>'));
    for (const dictionary of [
      '/Filter 12 0 R',
      '/Filter [12 0 R]',
      '/Filter /FlateDecode /DecodeParms 9 0 R',
      '/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 9 0 R >>',
      '/Filter /FlateDecode /DecodeParms << /Predictor 2 /Columns 5 >>',
      '/Filter /FlateDecode /DecodeParms << /Predictor 7 >>',
      '/Filter /FlateDecode /DecodeParms [<< /Predictor 12 >>]',
      '/Filter [/FlateDecode] /DecodeParms << /Predictor 12 >>',
      '/Filter /LZWDecode',
      '/F /AHx',
      '/Filter /FlateDecode /F /DCTDecode',
      '/Filter [/Fl /Fl /Fl /Fl /Fl]',
    ]) {
      expect(await pdfActiveContent(withObjectStream(dictionary, data, {})), dictionary).toBe('ObjStm');
    }
    expect(await pdfActiveContent(withObjectStream('/Filter /FlateDecode', data, {}))).toBeNull();
  });

  it('inflates a 40 MB bomb, under the 64 MB the whole file may inflate to, and finds nothing', async () => {
    const bomb = deflateSync(Buffer.alloc(40 * 1024 * 1024), { level: 9 });
    expect(
      await pdfActiveContent(pdfWithStreams([[`${OBJECT_STREAM} /Filter /FlateDecode`, bomb]])),
    ).toBeNull();
  });

  it('finds a name across the megabyte steps it reads decompressed text in, and no name that is not there', async () => {
    const step = 1024 * 1024;
    for (const [name, expected] of [
      ['/JavaScript', 'JavaScript'],
      ['/JSON', null],
    ] as const) {
      for (let at = step - 15; at <= step; at += 1) {
        const prefix = '4 0 << /Type /Page >> ';
        const text = Buffer.from(`${prefix.padEnd(at)}${name} `, 'latin1');
        const pdf = withObjectStream('/Filter /FlateDecode', deflateSync(text), {});
        expect(await pdfActiveContent(pdf), `${name} at ${at}`).toBe(expected);
      }
    }
  });
});

describe('the PDF scanner, on what ordinary writers produce', () => {
  it('accepts a cross-reference stream under a PNG predictor beside a linearization dictionary', async () => {
    // Word, LaTeX and scanners write these; only object streams are decoded, so none is refused.
    const entries = deflateSync(
      pngPredicted(Buffer.alloc(5 * 40, 1), { bytesPerPixel: 1, bytesPerRow: 5 }, () => 2),
    );
    const pdf = pdfWithStreams([
      [
        '/Type /XRef /Size 40 /W [1 3 1] /Filter /FlateDecode /DecodeParms << /Columns 5 /Predictor 12 >>',
        entries,
      ],
      ['/Linearized 1 /L 4000 /H [100 200] /O 3 /E 3000 /N 1 /T 3500', Buffer.from('')],
    ]);
    expect(await pdfActiveContent(pdf)).toBeNull();
  });
});

describe('the PDF scanner, on hostile text', () => {
  // A naive scanner answers otherwise (the bombs are refused only past 64 MB inflated for the whole
  // file) or takes seconds to hours, past this test's timeout. How fast each is read is measured by
  // `npm run bench` (part pdf-scan): no test here times itself.
  for (const { name, finding, build } of HOSTILE_PDFS) {
    it(`finds ${finding ?? 'nothing'} in ${name}`, async () => {
      expect(await pdfActiveContent(build())).toBe(finding);
    });
  }

  it('gives other requests a turn at least once a megabyte while it reads millions of names', async () => {
    // Counted, not timed: a fixed 500 ms for the longest wait failed in CI beside a second worker, and a
    // 1 ms timer fires fewer times on a faster machine. An immediate that schedules itself again runs
    // once per turn of the event loop: a scan that never yields lets it run once at most.
    let turns = 0;
    let counting = true;
    const count = () => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const names = `%PDF-1.4\n1 0 obj<<${'/A '.repeat(3 * 1024 * 1024)}>>endobj\n%%EOF\n`;
    try {
      expect(await pdfActiveContent(Buffer.from(names, 'latin1'))).toBeNull();
    } finally {
      counting = false;
    }
    expect(turns).toBeGreaterThanOrEqual(9);
  });
});
