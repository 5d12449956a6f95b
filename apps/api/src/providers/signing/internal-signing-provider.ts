import type { TConfig } from '../../config';
import { sealPdf } from './seal-pdf';
import { loadSigningKeys, type TSigningKeys } from './signing-keys';
import type { TSigningProvider } from './signing-provider';

/**
 * Our own provider: the signer's consent is the SMS code checked by the signature module, and the
 * contract is sealed with the insurer's certificate. The keys are read on the first seal (no key pair
 * is generated for an instance that never signs); a failed read is tried again on the next one.
 */
export function internalSigningProvider(load: () => Promise<TSigningKeys>): TSigningProvider {
  let keys: Promise<TSigningKeys> | undefined;
  return {
    name: 'internal',
    seal: async (pdf, details) => {
      keys ??= load().catch((error: unknown) => {
        keys = undefined;
        throw error;
      });
      const loaded = await keys;
      return { bytes: await sealPdf(pdf, loaded, details), certificate: loaded.info };
    },
  };
}

export const createSigningProvider = (config: TConfig) =>
  internalSigningProvider(() => loadSigningKeys(config));
