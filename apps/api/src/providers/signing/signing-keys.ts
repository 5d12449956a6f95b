import { X509Certificate } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';
import type { TConfig } from '../../config';
import { createDevelopmentP12 } from './development-certificate';
import { parseP12, type TSealKeys } from './p12-signer';
import type { TSealCertificate } from './signing-provider';

export type TSigningKeys = TSealKeys & { info: TSealCertificate };

/** The sealing certificate as the evidence record keeps it, read by Node's own X.509 parser. */
function describe(certificate: forge.pki.Certificate): TSealCertificate {
  const x509 = new X509Certificate(forge.pki.certificateToPem(certificate));
  return {
    subject: x509.subject.replaceAll('\n', ', '),
    issuer: x509.issuer.replaceAll('\n', ', '),
    serialNumber: x509.serialNumber,
    notAfter: new Date(x509.validTo).toISOString(),
  };
}

export function readSigningKeys(p12: Buffer, passphrase: string): TSigningKeys {
  const keys = parseP12(p12, passphrase);
  return { ...keys, info: describe(keys.certificate) };
}

/** Tests share one generated certificate per process: a key pair per test app would only cost time. */
let testKeys: { passphrase: string; keys: TSigningKeys } | undefined;

/**
 * The insurer's PKCS#12 from SIGNING_P12_PATH. Without one (development, tests): a self-signed
 * certificate made once and kept in DATA_DIR/secrets/signing.p12 so that seals stay alike across
 * restarts; tests keep theirs in memory.
 */
export async function loadSigningKeys(config: TConfig): Promise<TSigningKeys> {
  const passphrase = config.signing.p12Password;
  if (config.signing.p12Path) return readSigningKeys(await readFile(config.signing.p12Path), passphrase);
  if (config.env === 'test') {
    if (testKeys?.passphrase !== passphrase)
      testKeys = { passphrase, keys: readSigningKeys(createDevelopmentP12(passphrase), passphrase) };
    return testKeys.keys;
  }
  const file = path.join(config.dataDir, 'secrets', 'signing.p12');
  const existing = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (existing) return readSigningKeys(existing, passphrase);
  const p12 = createDevelopmentP12(passphrase);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // 'wx': of two instances starting together, the second keeps the first one's certificate.
  const written = await writeFile(file, p12, { flag: 'wx', mode: 0o600 }).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return false;
      throw error;
    },
  );
  return readSigningKeys(written ? p12 : await readFile(file), passphrase);
}
