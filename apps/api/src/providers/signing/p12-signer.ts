import { Signer } from '@signpdf/signpdf';
import forge from 'node-forge';
import { machineNow } from '../../lib/clock';

/** A PKCS#12 read once: the private key, its certificate, and every certificate of the file. */
export type TSealKeys = {
  key: forge.pki.rsa.PrivateKey;
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
  return { key, certificate, chain };
}

/**
 * The detached CMS signature of @signpdf/signer-p12's P12Signer (SHA-256; content type, signing time
 * and message digest as signed attributes, in that order), with two differences: the PKCS#12 is read
 * once rather than on every seal, and the signer's names survive node-forge (see decodeUtf8Names).
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
      key: this.keys.key,
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
