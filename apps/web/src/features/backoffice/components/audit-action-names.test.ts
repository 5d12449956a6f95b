import { AUDIT_ACTIONS } from '@bi/domain';
import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar/admin.json';
import en from '../../../locales/en/admin.json';
import fr from '../../../locales/fr/admin.json';

const nameOf = (texts: typeof fr, action: string): unknown =>
  action
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts.audit.actions);

describe('the audit log names every action the API writes', () => {
  it.each([
    ['fr', fr],
    ['en', en],
    ['ar', ar],
  ])('in %s', (_language, texts) => {
    const unnamed = AUDIT_ACTIONS.filter((action) => typeof nameOf(texts as typeof fr, action) !== 'string');
    expect(unnamed).toEqual([]);
  });
});
