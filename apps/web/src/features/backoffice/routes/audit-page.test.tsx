import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { session } from '../../../lib/session';
import { fakeApi, type TApiCall } from '../../../test/render-screen';
import type { TAuditEntry } from '../api/audit-list';
import { renderStaffScreen } from '../components/admin-test-kit';
import { AuditPage } from './audit-page';

const applied: TAuditEntry = {
  at: '2031-07-20T11:00:00+01:00',
  actor: 'staff',
  actor_process: null,
  actor_email: 'karim@assureur.ma',
  actor_name: 'Karim Bennani',
  action: 'subscription.terminated',
  entity_type: 'subscription',
  entity_id: 's-1',
  entity_label: 'BRD-2031-000123',
  from_status: 'signed',
  to_status: 'cancelled',
  data: {
    terminationRequest: '6f1c2b7e-3d4a-4e5f-9a8b-1c2d3e4f5a6b',
    terminatedOn: '2031-07-20',
    refund: { id: '7a1c2b7e-3d4a-4e5f-9a8b-1c2d3e4f5a6b', amountCentimes: 49791, dueBy: '2031-08-18' },
  },
};
const signedUp: TAuditEntry = {
  at: '2031-07-01T09:00:00+01:00',
  actor: 'customer',
  actor_process: null,
  actor_email: null,
  actor_name: null,
  action: 'subscription.created',
  entity_type: 'subscription',
  entity_id: 's-1',
  entity_label: 'BRD-2031-000123',
  from_status: null,
  to_status: null,
  data: null,
};

beforeEach(() => session.store('token-1'));

/** The journal's reads among the calls (the offices, named in staff changes, are read beside them). */
const auditCalls = (calls: TApiCall[]) => calls.filter((call) => call.path.startsWith('/backoffice/audit'));
const lastAudit = (calls: TApiCall[]) => auditCalls(calls).at(-1)!;
afterEach(() => vi.useRealTimers());

/**
 * Picks a day of July 2031 in the calendar a date filter opens, as a clerk taps it: the clock says
 * 31 July 2031, so the calendar opens on that month.
 */
async function pickJulyDay(filters: HTMLElement, label: string, day: number) {
  fireEvent.click(within(filters).getByLabelText(label));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('gridcell', { name: String(day) }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

// Midday in the test's own time zone: the calendar opens on July 2031 wherever the test runs.
const onJuly31st2031 = () => vi.useFakeTimers({ toFake: ['Date'], now: new Date(2031, 6, 31, 12) });

describe('the audit log screen', () => {
  it('shows each line: what, when, who, the entity, the status before and after, the data as compact text', async () => {
    const calls = fakeApi(() => ({ body: { count: 2, value: [applied, signedUp] } }));
    await renderStaffScreen(<AuditPage />);
    const [first, second] = await screen.findAllByTestId('audit-entry');
    expect(auditCalls(calls)[0]!.path).toBe('/backoffice/audit?$top=30&$skip=0');
    expect(within(first!).getByRole('heading').textContent).toBe('Contrat résilié');
    expect(within(first!).getByTestId('audit-action').textContent).toBe('subscription.terminated');
    expect(within(first!).getByTestId('audit-entity').textContent).toBe('subscription s-1');
    expect(first!.textContent).toContain('20/07/2031\u00a011:00');
    // Who by their name, what by the contract's code: no id in the reading (decision 055).
    expect(within(first!).getByTestId('audit-who').textContent).toBe('Personnel · Karim Bennani');
    expect(within(first!).getByTestId('audit-subject').textContent).toBe(
      'Contrat : \u2068BRD-2031-000123\u2069',
    );
    // Named as the offices read them; the stored codes stay in the tooltip.
    const status = within(first!).getByTestId('audit-status');
    expect(status.textContent).toBe(' · \u2068Signé\u2069 → \u2068Annulée\u2069');
    expect(status.querySelector('bdi')!.title).toBe('signed → cancelled');
    // The data in words: a day as a date, the refund's amount as money; its ids left out.
    const lines = [...within(first!).getByTestId('audit-data').children].map((line) => line.textContent);
    expect(lines).toEqual([
      'Couverture terminée le : 20/07/2031',
      'Remboursement : Montant : 497,91\u00a0MAD, À rembourser au plus tard le : 18/08/2031',
    ]);
    expect(within(second!).getByRole('heading').textContent).toBe('Souscription créée');
    expect(within(second!).getByTestId('audit-who').textContent).toBe('Client');
    expect(within(second!).queryByTestId('audit-status')).toBeNull();
    expect(within(second!).queryByTestId('audit-data')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Lignes trouvées : 2');
  });

  it('reads as a sentence first: the stored action and the entity’s id stay under a fold', async () => {
    const entityId = '6f1c2b7e-3d4a-4e5f-9a8b-1c2d3e4f5a6b';
    fakeApi(() => ({ body: { count: 1, value: [{ ...applied, entity_id: entityId }] } }));
    await renderStaffScreen(<AuditPage />);
    const [entry] = await screen.findAllByTestId('audit-entry');
    const fold = within(entry!).getByTestId('audit-codes') as HTMLDetailsElement;
    expect(fold.tagName).toBe('DETAILS');
    expect(fold.open).toBe(false);
    expect(fold.querySelector('summary')!.textContent).toBe('Code et identifiant');
    expect(fold.textContent).toContain('subscription.terminated');
    expect(fold.textContent).toContain(entityId);
    // Outside the fold, the line names the action, who and the change in words only.
    const reading = entry!.cloneNode(true) as HTMLElement;
    reading.querySelector('details')!.remove();
    expect(reading.textContent).not.toContain(entityId);
    expect(reading.textContent).not.toContain('subscription.terminated');
  });

  it('shows a line of an action it does not know by its stored name', async () => {
    fakeApi(() => ({ body: { count: 1, value: [{ ...signedUp, action: 'subscription.archived' }] } }));
    await renderStaffScreen(<AuditPage />);
    const [entry] = await screen.findAllByTestId('audit-entry');
    expect(within(entry!).getByRole('heading').textContent).toBe('subscription.archived');
    expect(within(entry!).queryByTestId('audit-action')).toBeNull();
  });

  it('names a refund’s and a staff member’s statuses, and shows one it does not know as stored', async () => {
    const refunded: TAuditEntry = {
      ...applied,
      action: 'refund.recorded',
      entity_type: 'refund',
      from_status: 'pending',
      to_status: 'refunded',
    };
    const disabled: TAuditEntry = {
      ...applied,
      action: 'staff.updated',
      entity_type: 'user',
      from_status: 'active',
      to_status: 'disabled',
    };
    const unknown: TAuditEntry = { ...applied, from_status: 'signed', to_status: 'archived' };
    fakeApi(() => ({ body: { count: 3, value: [refunded, disabled, unknown] } }));
    await renderStaffScreen(<AuditPage />);
    const statuses = (await screen.findAllByTestId('audit-status')).map((status) => status.textContent);
    expect(statuses.map((status) => status?.replace(/[\u2068\u2069]/g, ''))).toEqual([
      ' · À effectuer → Remboursé',
      ' · Actif → Désactivé',
      ' · Signé → archived',
    ]);
  });

  it('says the status a line left as it was once, not as a move to itself', async () => {
    const handedOver: TAuditEntry = {
      ...applied,
      action: 'subscription.handed_over',
      from_status: 'signed',
      to_status: 'signed',
      data: { office: 'BF-TNM-01', checks: { identity: true } },
    };
    fakeApi(() => ({ body: { count: 1, value: [handedOver] } }));
    await renderStaffScreen(<AuditPage />);
    const [entry] = await screen.findAllByTestId('audit-entry');
    expect(within(entry!).getByTestId('audit-status').textContent).toBe(' · Statut : \u2068Signé\u2069');
    const lines = [...within(entry!).getByTestId('audit-data').children].map((line) => line.textContent);
    expect(lines).toEqual(['Bureau : BF-TNM-01', 'Vérifications : Identité vérifiée : Oui']);
  });

  it('keeps an Arabic line right to left, a status shown as stored in Latin letters included', async () => {
    fakeApi(() => ({ body: { count: 1, value: [{ ...applied, to_status: 'archived' }] } }));
    await i18n.changeLanguage('ar');
    try {
      await renderStaffScreen(<AuditPage />);
      const status = (await screen.findByTestId('audit-status')).querySelector('bdi')!;
      expect(status.dir).toBe('rtl');
      expect(status.textContent).toBe('\u2068موقَّع\u2069 ← \u2068archived\u2069');
      // Codes and ids keep their left-to-right order inside the Arabic line.
      for (const code of ['audit-action', 'audit-entity']) {
        expect(screen.getByTestId(code).querySelector('bdi')!.dir, code).toBe('ltr');
      }
    } finally {
      await i18n.changeLanguage('fr');
    }
  });

  it('filters by subscription, staff e-mail and dates, and pages through the results', async () => {
    onJuly31st2031();
    const calls = fakeApi((call) =>
      call.path.includes('staff=')
        ? { body: { count: 45, value: [applied] } }
        : { body: { count: 0, value: [] } },
    );
    await renderStaffScreen(<AuditPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Aucune ligne ne correspond à ces filtres.');
    const filters = screen.getByRole('form', { name: 'Filtres du journal' });
    fireEvent.change(within(filters).getByLabelText('Souscription (code ou identifiant)'), {
      target: { value: ' BRD-2031-000123 ' },
    });
    fireEvent.change(within(filters).getByLabelText('E-mail du membre du personnel'), {
      target: { value: 'karim@assureur.ma' },
    });
    await pickJulyDay(filters, 'Du', 1);
    await pickJulyDay(filters, 'Au', 31);
    expect((within(filters).getByLabelText('Du') as HTMLInputElement).value).toBe('01/07/2031');
    fireEvent.click(within(filters).getByText('Filtrer', { selector: 'button' }));
    await screen.findByTestId('audit-entry');
    expect(lastAudit(calls).path).toBe(
      '/backoffice/audit?subscription=BRD-2031-000123&staff=karim%40assureur.ma&from=2031-07-01&to=2031-07-31&$top=30&$skip=0',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastAudit(calls).path).toContain('&$skip=30'));
    expect(lastAudit(calls).path).toContain('subscription=BRD-2031-000123');

    fireEvent.click(within(filters).getByText('Effacer les filtres', { selector: 'button' }));
    await waitFor(() => expect(lastAudit(calls).path).toBe('/backoffice/audit?$top=30&$skip=0'));
  });

  it('says an inverted range under the "to" day and asks nothing of the server', async () => {
    onJuly31st2031();
    const calls = fakeApi(() => ({ body: { count: 0, value: [] } }));
    await renderStaffScreen(<AuditPage />);
    await screen.findByRole('alert');
    const filters = screen.getByRole('form', { name: 'Filtres du journal' });
    await pickJulyDay(filters, 'Du', 31);
    await pickJulyDay(filters, 'Au', 1);
    const to = within(filters).getByLabelText('Au');
    const sent = calls.length;
    fireEvent.click(within(filters).getByText('Filtrer', { selector: 'button' }));
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(to.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Le jour de fin précède le jour de début : choisissez un jour « au » égal ou postérieur au jour « du ».',
    );
    expect(calls.length).toBe(sent);

    await pickJulyDay(filters, 'Au', 31);
    expect(to.getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(within(filters).getByText('Filtrer', { selector: 'button' }));
    await waitFor(() =>
      expect(lastAudit(calls).path).toBe('/backoffice/audit?from=2031-07-31&to=2031-07-31&$top=30&$skip=0'),
    );
  });

  it('shows a picked day dd/MM/yyyy, read-only, and clears a day from its calendar', async () => {
    onJuly31st2031();
    const calls = fakeApi(() => ({ body: { count: 0, value: [] } }));
    await renderStaffScreen(<AuditPage />);
    await screen.findByRole('alert');
    const filters = screen.getByRole('form', { name: 'Filtres du journal' });
    await pickJulyDay(filters, 'Du', 14);
    const from = within(filters).getByLabelText('Du') as HTMLInputElement;
    expect(from.value).toBe('14/07/2031');
    expect(from.readOnly).toBe(true);

    fireEvent.click(from);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Effacer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(from.value).toBe('');
    fireEvent.click(within(filters).getByText('Filtrer', { selector: 'button' }));
    await waitFor(() => expect(lastAudit(calls).path).toBe('/backoffice/audit?$top=30&$skip=0'));
  });

  it('asks the server for document views with one switch, on the filters applied, from the first page', async () => {
    const calls = fakeApi(() => ({ body: { count: 45, value: [applied] } }));
    await renderStaffScreen(<AuditPage />);
    await screen.findAllByTestId('audit-entry');
    const filters = screen.getByRole('form', { name: 'Filtres du journal' });
    fireEvent.change(within(filters).getByLabelText('E-mail du membre du personnel'), {
      target: { value: 'karim@assureur.ma' },
    });
    fireEvent.click(within(filters).getByText('Filtrer', { selector: 'button' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastAudit(calls).path).toContain('&$skip=30'));

    const views = within(filters).getByLabelText(
      'Afficher les consultations (documents, fiches, impressions, scans)',
    ) as HTMLInputElement;
    expect(views.checked).toBe(false);
    fireEvent.click(views);
    await waitFor(() =>
      expect(lastAudit(calls).path).toBe(
        '/backoffice/audit?staff=karim%40assureur.ma&document_views=shown&$top=30&$skip=0',
      ),
    );
    expect(views.checked).toBe(true);
    fireEvent.click(views);
    await waitFor(() =>
      expect(lastAudit(calls).path).toBe('/backoffice/audit?staff=karim%40assureur.ma&$top=30&$skip=0'),
    );
  });

  it('shows a clerk the server’s refusal', async () => {
    fakeApi(() => ({
      status: 403,
      body: { message: 'Cette action est réservée aux administrateurs de l’assureur.' },
    }));
    await renderStaffScreen(<AuditPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('réservée aux administrateurs');
  });
});
