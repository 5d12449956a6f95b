import type { TLanguage } from '@bi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { i18nReady } from '../../../lib/i18n/i18n';
import type { TAuditEntry } from '../api/audit-list';
import { auditDataInWords } from './audit-words';

beforeAll(async () => {
  await i18nReady;
  for (const language of ['fr', 'ar'])
    await i18n.loadLanguages(language).then(() => i18n.loadNamespaces(['admin', 'backoffice', 'journal']));
});

const line = (action: string, entityType: string, data: Record<string, unknown>): TAuditEntry => ({
  at: '2031-07-20T10:00:00.000Z',
  actor: 'staff',
  actor_process: null,
  actor_email: 'salma@assureur.ma',
  actor_name: 'Salma Idrissi',
  action,
  entity_type: entityType,
  entity_id: '6f1c2b7e-3d4a-4e5f-9a8b-1c2d3e4f5a6b',
  entity_label: 'BRD-2031-000123',
  from_status: null,
  to_status: null,
  data,
});

const read = (entry: TAuditEntry, language: TLanguage = 'fr') =>
  auditDataInWords({
    entry,
    language,
    say: (key, params) => String(i18n.getFixedT(language)(key as never, params as never)),
    officeName: (id) => ({ 12: 'Agence Tanger Med', 31: 'Bureau Fès Centre' })[id] ?? String(id),
  }).map(({ label, value }) => `${label} = ${value}`);

describe("an audit line's data in words", () => {
  it("reads a review's statuses by their words, the document by its name, the reason from the list", () => {
    const rejected = line('document.rejected', 'subscription', {
      kind: 'permis_recto',
      from: 'verified',
      to: 'rejected',
      reason: 'unreadable',
      comment: null,
    });
    expect(read(rejected)).toEqual([
      'Document = Permis de conduire (recto)',
      'Avant = Vérifié',
      'Après = Refusé',
      'Raison = Illisible ou flou',
      'Commentaire = aucun',
    ]);
  });

  it('reads amounts in centimes as money, leaves ids to the subject, and says the same in Arabic', () => {
    const recorded = line('refund.recorded', 'refund', {
      subscriptionId: '7a1c2b7e-3d4a-4e5f-9a8b-1c2d3e4f5a6b',
      reference: 'VIR-2031-0042',
      amountCentimes: 49791,
    });
    expect(read(recorded)).toEqual(['Référence bancaire = VIR-2031-0042', 'Montant = 497,91\u00a0MAD']);
    expect(read(recorded, 'ar')[1]).toMatch(/^المبلغ = .*497[,٫]91/);
  });

  it('reads a staff change as what changed: the role by its name, the offices by theirs', () => {
    const changed = line('staff.updated', 'user', {
      before: { role: 'clerk', officeIds: [12], active: true },
      after: { role: 'admin', officeIds: [12, 31], active: true },
    });
    expect(read(changed)).toEqual([
      'Rôle = Agent de bureau → Administrateur',
      'Bureaux = Agence Tanger Med → Agence Tanger Med, Bureau Fès Centre',
    ]);
  });

  it('shows a field it does not know under its stored name, never dropping it', () => {
    expect(read(line('something.new', 'subscription', { widgetCount: 3 }))).toEqual(['widgetCount = 3']);
  });
});
