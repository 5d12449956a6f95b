import { randomBytes } from 'node:crypto';
import forge from 'node-forge';
import { machineNow } from '../../lib/clock';

export const DEVELOPMENT_SEAL_NAME = 'Assurance Frontière — cachet de développement';
const VALIDITY_YEARS = 10;

/**
 * Names as UTF8String: they carry an accent and a dash that the default PrintableString cannot hold.
 * node-forge reads `valueTagClass` as the value's tag type, while its typings say a tag class.
 */
const UTF8_STRING: number = forge.asn1.Type.UTF8;

/**
 * A self-signed sealing certificate and its key as a PKCS#12, for development and tests only: a
 * seal made with it verifies (any change to the PDF is detected) but no reader trusts who made it.
 * The key pair comes from Node's own generator (node-forge hands the work to it).
 */
export function createDevelopmentP12(passphrase: string, now = machineNow()): Buffer {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048 });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  // Positive and unique enough: a leading 0x01 byte keeps the DER integer from reading as negative.
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = now;
  certificate.validity.notAfter = new Date(now);
  certificate.validity.notAfter.setFullYear(now.getFullYear() + VALIDITY_YEARS);
  const name = [
    { shortName: 'CN', value: DEVELOPMENT_SEAL_NAME, valueTagClass: UTF8_STRING },
    { shortName: 'O', value: 'Assurance Frontière', valueTagClass: UTF8_STRING },
    { shortName: 'C', value: 'MA' },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [certificate], passphrase, { algorithm: 'aes256' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}
