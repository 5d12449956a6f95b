import {
  AUTHORITY_LOOKUP_REFUSALS,
  DOCUMENT_FIELDS,
  documentNameKey,
  formatDisplayDate,
  formatMad,
  formatMoroccoDateTime,
  REJECTION_REASONS,
  REVIEW_STATUSES,
  STAFF_ROLES,
  type TDocumentField,
  type TIsoDate,
  type TLanguage,
} from '@bi/domain';
import type { TAuditEntry } from '../api/audit-list';
import { auditStatusKey } from './audit-status-name';

/** A translation looked up by its full key (`namespace:key`), with its parameters. */
export type TSay = (key: string, params?: Record<string, string>) => string;

export type TAuditWord = { field: string; label: string; value: string };

type TReading = { entry: TAuditEntry; say: TSay; language: TLanguage; officeName: (id: number) => string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Fields that hold ids: the line's subject already names what they point to (decision 055). */
const ID_FIELDS = new Set(['id', 'subscriptionId', 'terminationRequest', 'fileId', 'extendedFrom']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isIn = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);
const hidden = (field: string, value: unknown) =>
  ID_FIELDS.has(field) || (typeof value === 'string' && UUID.test(value));

/** A field's name in words, or as stored when the catalogue has none (never dropped). */
function labelOf(field: string, say: TSay): string {
  const key = `journal:fields.${field}`;
  const said = say(key);
  return said === key || said === `fields.${field}` ? field : said;
}

/** One stored value in words: statuses, money, days, documents, roles, offices, flags. */
function valueOf(field: string, value: unknown, reading: TReading): string {
  const { entry, say, language } = reading;
  if (value === null || value === undefined || value === '') return say('journal:none');
  if (typeof value === 'boolean') return say(value ? 'journal:yes' : 'journal:no');
  if (typeof value === 'number' && /Centimes$/.test(field)) return formatMad(value, language);
  if (field === 'officeIds' && Array.isArray(value))
    return value.length === 0
      ? say('journal:none')
      : value.map((id) => reading.officeName(Number(id))).join(', ');
  if (Array.isArray(value)) return value.map((item) => valueOf(field, item, reading)).join(', ');
  if (isRecord(value))
    return wordsOf(value, reading)
      .map((word) => `${word.label} : ${word.value}`)
      .join(', ');
  if (typeof value !== 'string') return String(value);
  const review = entry.action.startsWith('document.');
  if ((field === 'from' || field === 'to') && review && isIn(REVIEW_STATUSES, value))
    return say(`backoffice:review.status.${value}`);
  if (field === 'from' || field === 'to' || field === 'status') {
    const key = auditStatusKey(entry.entity_type, value);
    return key ? say(key) : value;
  }
  if (field === 'kind' && isIn(DOCUMENT_FIELDS, value))
    return say(`backoffice:documents.kinds.${documentNameKey(value as TDocumentField, undefined)}`);
  if (field === 'reason' && review && isIn(REJECTION_REASONS, value))
    return say(`backoffice:review.reasons.${value}`);
  if (
    field === 'reason' &&
    entry.action === 'authority.lookup_refused' &&
    isIn(AUTHORITY_LOOKUP_REFUSALS, value)
  )
    return say(`journal:lookupRefusals.${value}`);
  if (field === 'role' && isIn(STAFF_ROLES, value)) return say(`admin:staff.roles.${value}`);
  if (DAY.test(value)) return formatDisplayDate(value as TIsoDate);
  if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatMoroccoDateTime(new Date(value));
  return value;
}

/** A before/after pair read as the fields that changed; a creation (no before) as what was set. */
function changesOf(before: unknown, after: unknown, reading: TReading): TAuditWord[] {
  if (!isRecord(after)) return [];
  if (!isRecord(before)) return wordsOf(after, reading);
  return Object.keys({ ...before, ...after })
    .filter((field) => !hidden(field, after[field]))
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({
      field,
      label: labelOf(field, reading.say),
      value: reading.say('journal:changed', {
        before: valueOf(field, before[field], reading),
        after: valueOf(field, after[field], reading),
      }),
    }));
}

function wordsOf(data: Record<string, unknown>, reading: TReading): TAuditWord[] {
  const pair = 'after' in data && Object.keys(data).every((field) => field === 'before' || field === 'after');
  if (pair) return changesOf(data.before, data.after, reading);
  return Object.entries(data)
    .filter(([field, value]) => !hidden(field, value))
    .map(([field, value]) => ({
      field,
      label: labelOf(field, reading.say),
      value: valueOf(field, value, reading),
    }));
}

/**
 * An audit line's data in the reader's words (decision 055): what is stored stays as it is, the screen
 * names it. A review's `to: verified` reads "Après : Vérifié", `amountCentimes: 49791` "Montant :
 * 497,91 MAD"; ids are left to the line's subject.
 */
export function auditDataInWords(reading: TReading): TAuditWord[] {
  const { data } = reading.entry;
  return data ? wordsOf(data, reading) : [];
}
