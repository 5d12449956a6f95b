import { REFUND_STATUSES, STATUSES, TERMINATION_STATUSES } from '@bi/domain';
import { describe, expect, it } from 'vitest';
import arAdmin from '../../../locales/ar/admin.json';
import arBackoffice from '../../../locales/ar/backoffice.json';
import enAdmin from '../../../locales/en/admin.json';
import enBackoffice from '../../../locales/en/backoffice.json';
import frAdmin from '../../../locales/fr/admin.json';
import frBackoffice from '../../../locales/fr/backoffice.json';
import { auditStatusKey } from './audit-status-name';

const RECORDED: [string, readonly string[]][] = [
  ['subscription', STATUSES],
  ['termination_request', TERMINATION_STATUSES],
  ['refund', REFUND_STATUSES],
  ['user', ['active', 'disabled']],
];

const textAt = (namespaces: Record<string, unknown>, key: string): unknown => {
  const [namespace, path] = key.split(':') as [string, string];
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], namespaces[namespace]);
};

describe('the audit log names every status the API records', () => {
  it.each([
    ['fr', { admin: frAdmin, backoffice: frBackoffice }],
    ['en', { admin: enAdmin, backoffice: enBackoffice }],
    ['ar', { admin: arAdmin, backoffice: arBackoffice }],
  ])('in %s', (_language, namespaces) => {
    const unnamed = RECORDED.flatMap(([entityType, statuses]) =>
      statuses
        .filter((status) => {
          const key = auditStatusKey(entityType, status);
          return key === null || typeof textAt(namespaces, key) !== 'string';
        })
        .map((status) => `${entityType} ${status}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('knows no status of a row it was not told about', () => {
    expect(auditStatusKey('file', 'verified')).toBeNull();
    expect(auditStatusKey('subscription', 'archived')).toBeNull();
  });
});
