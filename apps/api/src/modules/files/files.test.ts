import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, users } from '../../db/schema';
import { signUpCustomer } from '../../test/accounts';
import { multipart, SAMPLE } from '../../test/sample-files';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { JPEG, png } from './sample-images';
import { objectStreamPdf, pdfWith } from './sample-pdfs';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (headers: Record<string, string>, name: string, content: Buffer, language = 'fr') => {
  const body = multipart('file', name, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...headers, ...body.headers, 'accept-language': language },
    payload: body.payload,
  });
};

describe('uploads', () => {
  it('accepts JPEG, PNG and PDF by their content, and shows them to their owner only', async () => {
    const owner = await signUpCustomer(t);
    const other = await signUpCustomer(t);
    for (const [name, content, mime] of [
      ['permis.jpg', JPEG, 'image/jpeg'],
      ['carte grise.png', png(), 'image/png'],
      ['../../cin.pdf', SAMPLE.pdf, 'application/pdf'],
    ] as const) {
      const answer = await upload(owner.headers, name, content);
      expect(answer.statusCode).toBe(200);
      const { file_id, file_name } = answer.json();
      expect(file_name).toBe(name.replace(/^.*\//, ''));
      const view = await t.app.inject({
        method: 'GET',
        url: `/api/v1/files/${file_id}/view`,
        headers: owner.headers,
      });
      expect(view.statusCode).toBe(200);
      expect(view.headers['content-type']).toBe(mime);
      expect(view.headers['x-content-type-options']).toBe('nosniff');
      expect(view.headers['content-disposition']).toBe(
        `inline; filename*=UTF-8''${encodeURIComponent(file_name)}`,
      );
      expect(view.rawPayload.equals(content)).toBe(true);
      const stranger = await t.app.inject({
        method: 'GET',
        url: `/api/v1/files/${file_id}/view`,
        headers: other.headers,
      });
      expect(stranger.statusCode).toBe(404);
    }
  });

  it('refuses a renamed executable and a text file, whatever their names say', async () => {
    const owner = await signUpCustomer(t);
    const exe = await upload(owner.headers, 'permis.pdf', SAMPLE.exe, 'en');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe('Only JPG or PNG images and PDF documents are accepted.');
    expect((await upload(owner.headers, 'photo.jpg', Buffer.from('just some text'))).statusCode).toBe(415);
  });

  it('refuses a file over 10 MB with a clear message', async () => {
    const owner = await signUpCustomer(t);
    const big = Buffer.concat([SAMPLE.pdf, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const answer = await upload(owner.headers, 'big.pdf', big, 'en');
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe('The file is larger than 10 MB.');
  });

  it('needs a token, a file, and a well-formed id', async () => {
    const owner = await signUpCustomer(t);
    expect((await upload({}, 'a.pdf', SAMPLE.pdf)).statusCode).toBe(401);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: {},
    });
    expect(noFile.statusCode).toBe(415);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/files/not-an-id/view', headers: owner.headers }))
        .statusCode,
    ).toBe(404);
  });
});

describe('a malformed upload', () => {
  it('is a 400 saying the file could not be read, never a 500', async () => {
    const owner = await signUpCustomer(t);
    const body = multipart('file', 'cin.pdf', SAMPLE.pdf);
    const unreadable =
      'The file could not be read: the upload was cut off or malformed. Please send it again.';
    for (const [payload, contentType, message] of [
      [body.payload.subarray(0, body.payload.length - 20), body.headers['content-type'], unreadable],
      [body.payload, 'multipart/form-data; boundary=not-the-one', unreadable],
      [body.payload, 'multipart/form-data; boundary=', 'No file was sent.'],
      [body.payload, 'multipart/form-data', unreadable],
      [
        Buffer.from('--x\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--x--\r\n'),
        'multipart/form-data; boundary=x',
        'No file was sent.',
      ],
    ] as const) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/files',
        headers: { ...owner.headers, 'content-type': contentType, 'accept-language': 'en' },
        payload,
      });
      expect(answer.statusCode, contentType).toBe(400);
      expect(answer.json(), contentType).toEqual({ message, result: [{ field: 'file', message }] });
    }
  });
});

describe('a PDF with active content', () => {
  it('is refused with a message in the caller language, however its names are spelled or hidden', async () => {
    const owner = await signUpCustomer(t);
    for (const [name, content] of [
      ['script.pdf', pdfWith("<< /S /JavaScript /JS (app.alert('x')) >>")],
      ['escaped.pdf', pdfWith("<< /S /J#61va#53cript /J#53 (app.alert('x')) >>")],
      ['open-missing.pdf', pdfWith('<< /S /GoTo /D [2 0 R /Fit] >>', '/OpenAction 4 0 R')],
      ['open-site.pdf', pdfWith('<< /S /URI /URI (https://example.com) >>', '/OpenAction 3 0 R')],
      ['open-inline.pdf', pdfWith('[2 0 R /Fit]', '/OpenAction << /S /URI /URI (https://example.com) >>')],
      ['launch.pdf', pdfWith('<< /S /Launch /F (cmd.exe) >>')],
      ['page-action.pdf', pdfWith('<< /Type /Page /AA << /O 4 0 R >> >>')],
      ['attachment.pdf', pdfWith('<< /Type /EmbeddedFile /Length 0 >>')],
      ['compressed.pdf', objectStreamPdf("<< /S /JavaScript /JS (app.alert('x')) >>")],
      ['untyped.pdf', objectStreamPdf('<< /S /JavaScript /JS (x) >>', '/N 1 /First 4')],
      ['decoy.pdf', objectStreamPdf('<< /S /JavaScript /JS (x) >>', '/Type /ObjStm /N 1 /First 4 /Xobj 1')],
    ] as const) {
      const answer = await upload(owner.headers, name, content, 'en');
      expect(answer.statusCode, name).toBe(422);
      expect(answer.json().message).toBe(
        'This PDF contains active content (scripts, automatic actions or attached files) and cannot be accepted. Print it to a new PDF or send a photo instead.',
      );
    }
    const french = await upload(owner.headers, 'script.pdf', pdfWith('<< /JS (x) >>'), 'fr');
    expect(french.json().message).toMatch(/^Ce PDF contient du contenu actif/);
    const arabic = await upload(owner.headers, 'script.pdf', pdfWith('<< /JS (x) >>'), 'ar');
    expect(arabic.json().message).toMatch(/^يحتوي ملف PDF هذا على محتوى نشط/);
  });

  it('accepts a plain PDF: a first page to open at, a compressed page, names in image data', async () => {
    const owner = await signUpCustomer(t);
    const image = Buffer.concat([
      Buffer.from('\xff\xd8 /JS /AA /JavaScript ', 'latin1'),
      Buffer.alloc(64, 7),
    ]);
    const imagePdf = (length: string) =>
      Buffer.concat([
        Buffer.from(
          `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n4 0 obj << /Type /XObject /Subtype /Image /Filter /DCTDecode /Length ${length} >>\nstream\n`,
          'latin1',
        ),
        image,
        Buffer.from('\nendstream\nendobj\n12 0 obj 89 endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
      ]);
    for (const [name, content] of [
      ['fit.pdf', pdfWith('[2 0 R /Fit]', '/OpenAction [2 0 R /Fit]')],
      ['fit-object.pdf', pdfWith('[2 0 R /Fit]', '/OpenAction 3 0 R')],
      ['latex.pdf', objectStreamPdf('<< /S /GoTo /D [2 0 R /Fit] >>', undefined, '/OpenAction 4 0 R')],
      ['compressed.pdf', objectStreamPdf('<< /Type /Page /Contents 6 0 R >>')],
      ['scan.pdf', imagePdf(String(image.length))],
      ['indirect-length.pdf', imagePdf('12 0 R')],
    ] as const) {
      const answer = await upload(owner.headers, name, content);
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(200);
    }
  });
});

describe('where the bytes live', () => {
  it('keeps them out of the PGlite row (on disk) and in the row on PostgreSQL, readable either way', async () => {
    const owner = await signUpCustomer(t);
    const image = png();
    const answer = await upload(owner.headers, 'permis.png', image);
    const { file_id } = answer.json();
    const [row] = await t.handle.db
      .select({ content: files.content })
      .from(files)
      .where(eq(files.id, file_id));
    if (t.handle.driver === 'pglite') expect(row!.content).toBeNull();
    else expect(row!.content?.equals(image)).toBe(true);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/files/${file_id}/view`,
      headers: owner.headers,
    });
    expect(view.rawPayload.equals(image)).toBe(true);
  });
});

/** The PDF of the issue: it runs a script as soon as a reader opens it. */
const scriptPdf = pdfWith("<< /S /JavaScript /JS (app.alert('x')) >>", '/OpenAction 3 0 R');

describe('an image', () => {
  it('with a PDF inside or after it is refused, said in the caller language', async () => {
    const owner = await signUpCustomer(t);
    const jfifHeader = JPEG.subarray(0, 20);
    const comment = Buffer.from([0xff, 0xfe, 0, 0]);
    comment.writeUInt16BE(scriptPdf.length + 2, 2);
    for (const [name, content] of [
      ['header-then-pdf.pdf', Buffer.concat([jfifHeader, scriptPdf])],
      ['jpeg-then-pdf.pdf', Buffer.concat([JPEG, scriptPdf])],
      ['png-then-pdf.pdf', Buffer.concat([png(), scriptPdf])],
      ['pdf-in-a-comment.jpg', Buffer.concat([JPEG.subarray(0, 2), comment, scriptPdf, JPEG.subarray(2)])],
      ['far-after.jpg', Buffer.concat([JPEG, Buffer.alloc(200_000, 1), scriptPdf])],
    ] as const) {
      const answer = await upload(owner.headers, name, content, 'en');
      expect(answer.statusCode, name).toBe(422);
      const message =
        'This image has a PDF document hidden inside it and cannot be accepted. Send the photo on its own, or the PDF on its own.';
      expect(answer.json(), name).toEqual({ message, result: [{ field: 'file', message }] });
    }
    const french = await upload(owner.headers, 'x.pdf', Buffer.concat([jfifHeader, scriptPdf]), 'fr');
    expect(french.json().message).toMatch(/^Cette image contient un document PDF caché/);
    const arabic = await upload(owner.headers, 'x.pdf', Buffer.concat([jfifHeader, scriptPdf]), 'ar');
    expect(arabic.json().message).toMatch(/^تحتوي هذه الصورة على وثيقة PDF مخفية/);
  });

  it('that is only an image header, or broken, is refused as unreadable', async () => {
    const owner = await signUpCustomer(t);
    const broken = png();
    broken[50] = broken[50]! ^ 1;
    for (const [name, content] of [
      ['header.jpg', SAMPLE.jpeg],
      ['header.png', SAMPLE.png],
      ['cut.jpg', JPEG.subarray(0, JPEG.length - 10)],
      ['crc.png', broken],
    ] as const) {
      const answer = await upload(owner.headers, name, content, 'en');
      expect(answer.statusCode, name).toBe(422);
      expect(answer.json().message).toBe(
        'This image is incomplete or damaged and cannot be read. Take the photo again or send the document as a PDF.',
      );
    }
  });

  it('is accepted with what phones append after its end', async () => {
    const owner = await signUpCustomer(t);
    const motionPhoto = Buffer.concat([
      JPEG,
      Buffer.from('\0\0\0\x18ftypmp42 video of the moment', 'latin1'),
    ]);
    expect((await upload(owner.headers, 'PXL_20260612.MP.jpg', motionPhoto)).statusCode).toBe(200);
  });

  it('is named and served only as the type it was accepted as', async () => {
    const owner = await signUpCustomer(t);
    const view = (fileId: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/files/${fileId}/view`, headers: owner.headers });
    for (const [name, content, mime, served] of [
      ['permis.pdf', JPEG, 'image/jpeg', 'permis.pdf.jpg'],
      ['carte', png(), 'image/png', 'carte.png'],
      ['scan.png', SAMPLE.pdf, 'application/pdf', 'scan.png.pdf'],
    ] as const) {
      const answer = await upload(owner.headers, name, content);
      expect(answer.json().file_name).toBe(served);
      const shown = await view(answer.json().file_id);
      expect(shown.headers['content-type']).toBe(mime);
      expect(shown.headers['x-content-type-options']).toBe('nosniff');
      expect(shown.headers['content-disposition']).toBe(`inline; filename*=UTF-8''${served}`);
    }

    // A file stored before uploads were named after their type is served under such a name all the same.
    const [user] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
    const storageKey = randomUUID();
    const { inline } = await t.app.fileStorage.put(storageKey, JPEG);
    const [old] = await t.handle.db
      .insert(files)
      .values({
        ownerUserId: user!.id,
        fileName: 'ancien.pdf',
        mimeType: 'image/jpeg',
        sizeBytes: JPEG.length,
        sha256: createHash('sha256').update(JPEG).digest('hex'),
        storageKey,
        content: inline,
      })
      .returning({ id: files.id });
    const shown = await view(old!.id);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(shown.headers['content-disposition']).toBe("inline; filename*=UTF-8''ancien.pdf.jpg");
  });
});
