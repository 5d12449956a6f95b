import { constants, createPrivateKey, type KeyObject, privateEncrypt } from 'node:crypto';
import { Signer } from '@signpdf/signpdf';
import forge from 'node-forge';
import { machineNow } from '../../lib/clock';

/** A PKCS#12 read once: the private key, its certificate, and every certificate of the file. */
export type TSealKeys = {
  key: forge.pki.rsa.PrivateKey;
  /** The same key for Node's OpenSSL, which signs with it. */
  privateKey: KeyObject;
  certificate: forge.pki.Certificate;
  chain: forge.pki.Certificate[];
};

const UTF8_STRING: number = forge.asn1.Type.UTF8;

/**
 * node-forge keeps a UTF-8 name it read as raw bytes, then encodes it once more when it writes the
 * signer's issuer into the CMS: with an accent anywhere in the issuer's name the signature names a
 * certificate that does not exist and no reader can verify it. Decoded here, they are written back
 * as they were. (The certificates themselves are embedded from their original bytes.)
 */
function decodeUtf8Names(certificate: forge.pki.Certificate) {
  for (const attribute of [...certificate.issuer.attributes, ...certificate.subject.attributes]) {
    if (attribute.valueTagClass === UTF8_STRING && typeof attribute.value === 'string')
      attribute.value = forge.util.decodeUtf8(attribute.value);
  }
}

export function parseP12(p12: Buffer, passphrase: string): TSealKeys {
  const pfx = forge.pkcs12.pkcs12FromAsn1(
    forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))),
    false,
    passphrase,
  );
  const keyBags = pfx.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! });
  const key = keyBags[forge.pki.oids.pkcs8ShroudedKeyBag!]?.[0]?.key;
  if (!key || !('n' in key)) throw new Error('signing PKCS#12: it holds no RSA private key');
  const certBags = pfx.getBags({ bagType: forge.pki.oids.certBag! });
  const chain = (certBags[forge.pki.oids.certBag!] ?? []).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const certificate = chain.find((cert) => {
    const publicKey = cert.publicKey;
    return 'n' in publicKey && publicKey.n.equals(key.n) && publicKey.e.equals(key.e);
  });
  if (!certificate) throw new Error('signing PKCS#12: no certificate in it matches its private key');
  chain.forEach(decodeUtf8Names);
  return { key, privateKey: createPrivateKey(forge.pki.privateKeyToPem(key)), certificate, chain };
}

/** The DER prefix of a SHA-256 DigestInfo (RFC 8017, section 9.2, note 1); the digest follows it. */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/**
 * The signer's RSA operation done by Node's OpenSSL rather than by node-forge's JavaScript big numbers,
 * which took a sixth of the server's time in a run of whole journeys. RSASSA-PKCS1-v1_5 is
 * deterministic, so the bytes are those node-forge would write (tested). forge hands over the digest of
 * the signed attributes; the DigestInfo around it is padded and encrypted with the private key.
 */
function opensslSigner(privateKey: KeyObject) {
  return {
    sign(md: forge.md.MessageDigest): string {
      if (md.algorithm !== 'sha256') throw new Error(`seal: unexpected digest ${md.algorithm}`);
      const digestInfo = Buffer.concat([SHA256_DIGEST_INFO, Buffer.from(md.digest().getBytes(), 'binary')]);
      return privateEncrypt({ key: privateKey, padding: constants.RSA_PKCS1_PADDING }, digestInfo).toString(
        'binary',
      );
    },
  };
}

/**
 * The detached CMS signature of @signpdf/signer-p12's P12Signer (SHA-256; content type, signing time
 * and message digest as signed attributes, in that order), with three differences: the PKCS#12 is read
 * once rather than on every seal, the signer's names survive node-forge (see decodeUtf8Names), and
 * OpenSSL makes the RSA signature (see opensslSigner).
 */
export class SealSigner extends Signer {
  constructor(private readonly keys: TSealKeys) {
    super();
  }

  override async sign(pdf: Buffer, signingTime = machineNow()): Promise<Buffer> {
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdf.toString('binary'));
    for (const certificate of this.keys.chain) p7.addCertificate(certificate);
    p7.addSigner({
      // forge calls only `sign` on the key it is given.
      key: opensslSigner(this.keys.privateKey) as unknown as forge.pki.rsa.PrivateKey,
      certificate: this.keys.certificate,
      digestAlgorithm: forge.pki.oids.sha256!,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType!, value: forge.pki.oids.data },
        { type: forge.pki.oids.signingTime!, value: signingTime.toISOString() },
        { type: forge.pki.oids.messageDigest! },
      ],
    });
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
}
