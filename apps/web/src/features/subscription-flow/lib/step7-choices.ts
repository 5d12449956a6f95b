import { DOCUMENT_FIELDS, IDENTITY_TYPES, type TDocumentField, type TIdentityType } from '@bi/domain';
import type { TUploaded } from '../../../lib/upload-file';

const KEY = 'bi.flow.step7';

type TChoices = { identityType?: TIdentityType; files: Partial<Record<TDocumentField, TUploaded>> };
type TKept = TChoices & { subscription: string };

/** What the tab holds, or null when it holds nothing this module wrote. */
function stored(): TKept | null {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as TKept | null;
  } catch {
    return null;
  }
}

function read(subscription: string): TChoices {
  const kept = stored();
  if (kept?.subscription !== subscription) return { files: {} };
  const files = Object.fromEntries(
    DOCUMENT_FIELDS.flatMap((field) => {
      const file = kept.files?.[field];
      return typeof file?.file_id === 'string' && typeof file.file_name === 'string' ? [[field, file]] : [];
    }),
  );
  const identityType = IDENTITY_TYPES.find((type) => type === kept.identityType);
  return { files, ...(identityType && { identityType }) };
}

const write = (subscription: string, choices: TChoices) =>
  sessionStorage.setItem(KEY, JSON.stringify({ subscription, ...choices } satisfies TKept));

/**
 * What the customer chose on step 7 and has not saved yet (Pay saves it), kept in the tab: a reload, or
 * the phone discarding the tab while its camera was open, must not lose documents already uploaded.
 */
export const step7Choices = {
  of: read,
  keepFile: (subscription: string, field: TDocumentField, file: TUploaded) => {
    const choices = read(subscription);
    write(subscription, { ...choices, files: { ...choices.files, [field]: file } });
  },
  /** A new photo of the document taken elsewhere in the flow, or the server's refusal of this file. */
  forgetFile: (field: TDocumentField) => {
    const kept = stored();
    if (!kept?.files?.[field]) return;
    const { [field]: _forgotten, ...files } = kept.files;
    write(kept.subscription, { ...read(kept.subscription), files });
  },
  keepIdentityType: (subscription: string, identityType: TIdentityType) =>
    write(subscription, { ...read(subscription), identityType }),
  clear: () => sessionStorage.removeItem(KEY),
};
