import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevelopmentP12, DEVELOPMENT_SEAL_NAME } from './development-certificate';
import { SealSigner } from './p12-signer';
import { SEAL_SUB_FILTER, sealPdf } from './seal-pdf';
import { readSigningKeys, type TSigningKeys } from './signing-keys';

const hasPdfsig = spawnSync('pdfsig', ['-v']).error === undefined;
if (!hasPdfsig) console.warn('pdfsig (poppler-utils) is not installed: the outside verification is skipped');

let dir: string;
let keys: TSigningKeys;
let sealed: Buffer;
const details = {
  // Arabic script, an accent, a lone parenthesis and a backslash: all must read back as typed.
  signerName: 'Amina Bénali (أمينة \\ ',
  reason: 'Contrat BRD-2026-000001 signé électroniquement',
  location: 'Casablanca, Maroc',
  contactInfo: 'https://assurance.example.ma',
  signingTime: new Date('2026-05-04T10:20:30Z'),
};

async function samplePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage();
  page.drawText('Conditions particulières', { font: await document.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await document.save());
}

/** pdfsig's report on a file: what an outside reader concludes from the bytes alone. */
function pdfsig(bytes: Buffer): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  const run = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

function signatureDictionary(document: PDFDocument): PDFDict {
  const form = document.catalog.lookup(PDFName.of('AcroForm'), PDFDict);
  const field = form.lookup(PDFName.of('Fields'), PDFArray).lookup(0, PDFDict);
  return field.lookup(PDFName.of('V'), PDFDict);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'bi-seal-'));
  keys = readSigningKeys(createDevelopmentP12('a passphrase'), 'a passphrase');
  sealed = await sealPdf(await samplePdf(), keys, details);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the development certificate', () => {
  it('is self-signed in the insurer’s name, for ten years, and needs its passphrase', () => {
    expect(keys.info.subject).toContain(`CN=${DEVELOPMENT_SEAL_NAME}`);
    expect(keys.info.issuer).toBe(keys.info.subject);
    expect(keys.info.serialNumber).toMatch(/^[0-9A-F]{32}$/);
    const years = (Date.parse(keys.info.notAfter) - Date.now()) / (365.25 * 86_400_000);
    expect(years).toBeGreaterThan(9.9);
    expect(() => readSigningKeys(createDevelopmentP12('right'), 'wrong')).toThrow();
  });
});

describe('the seal signer', () => {
  it('makes, with OpenSSL, the signature node-forge itself would make, byte for byte', async () => {
    const content = await samplePdf();
    const ours = await new SealSigner(keys).sign(content, details.signingTime);

    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(content.toString('binary'));
    for (const certificate of keys.chain) p7.addCertificate(certificate);
    p7.addSigner({
      key: keys.key,
      certificate: keys.certificate,
      digestAlgorithm: forge.pki.oids.sha256!,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType!, value: forge.pki.oids.data },
        { type: forge.pki.oids.signingTime!, value: details.signingTime.toISOString() },
        { type: forge.pki.oids.messageDigest! },
      ],
    });
    p7.sign({ detached: true });
    const forges = Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');

    expect(ours.equals(forges)).toBe(true);
  });
});

describe('sealPdf', () => {
  it('adds one detached signature over the whole file but its own value', async () => {
    const document = await PDFDocument.load(sealed);
    const signature = signatureDictionary(document);
    expect(signature.get(PDFName.of('SubFilter'))).toEqual(PDFName.of(SEAL_SUB_FILTER));
    const [start, firstLength, secondStart, secondLength] = signature
      .lookup(PDFName.of('ByteRange'), PDFArray)
      .asArray()
      .map((value) => Number(value.toString()));
    expect(start).toBe(0);
    expect(secondStart! + secondLength!).toBe(sealed.length);
    // The gap is exactly the hexadecimal signature value between its angle brackets.
    expect(sealed.subarray(firstLength!, secondStart!).toString('latin1')).toMatch(/^<[0-9a-f]+>$/);
  });

  it('writes the signer, the reason and the place as text that reads back as typed', async () => {
    const signature = signatureDictionary(await PDFDocument.load(sealed));
    const text = (key: string) => signature.lookup(PDFName.of(key), PDFString).decodeText();
    expect(text('Name')).toBe(details.signerName);
    expect(text('Reason')).toBe(details.reason);
    expect(text('Location')).toBe(details.location);
  });

  it.skipIf(!hasPdfsig)('verifies with poppler’s pdfsig, and no longer after one byte changes', () => {
    const report = pdfsig(sealed);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain(`Signer Certificate Common Name: ${DEVELOPMENT_SEAL_NAME}`);
    expect(report).toContain('Total document signed');

    const tampered = Buffer.from(sealed);
    // A byte of the page content, well inside the first signed range.
    const at = tampered.indexOf('stream') + 20;
    tampered[at] = tampered[at]! ^ 0x01;
    const after = pdfsig(tampered);
    expect(after).toContain('Signature #1');
    expect(after).not.toContain('Signature is Valid.');
    expect(after).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
  });
});
