import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { fakeApi, type TApiCall } from '../../../test/render-screen';
import type { TAuditEntry } from '../api/audit-list';
import { renderStaffScreen } from '../components/admin-test-kit';
import { AuditPage } from './audit-page';

const refused: TAuditEntry = {
  at: '2031-07-20T11:00:00+01:00',
  actor: 'system',
  actor_process: 'authority-check',
  actor_email: null,
  actor_name: null,
  action: 'authority.lookup_refused',
  entity_type: 'authority_caller',
  entity_id: '203.0.113.7',
  entity_label: null,
  from_status: null,
  to_status: null,
  data: { reason: 'unknown_key', count: 3, last_at: '2031-07-20T10:00:42.000Z' },
};

beforeEach(() => session.store('token-1'));

const lastAudit = (calls: TApiCall[]) =>
  calls.filter((call) => call.path.startsWith('/backoffice/audit')).at(-1)!;

/** Picks one of the authorities' lookups choices, as an administrator taps it. */
async function lookups(filters: HTMLElement, choice: string) {
  fireEvent.mouseDown(within(filters).getByRole('combobox', { name: 'Consultations des autorités' }));
  fireEvent.click(await screen.findByRole('option', { name: choice }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe("the journal and the authorities' lookups", () => {
  it('shows them alone or leaves them out at once, on the filters applied, from the first page', async () => {
    const calls = fakeApi(() => ({ body: { count: 45, value: [refused] } }));
    await renderStaffScreen(<AuditPage />);
    const [line] = await screen.findAllByTestId('audit-entry');
    // The system is named by the process that acted, not left as a bare "System".
    expect(within(line!).getByTestId('audit-who').textContent).toBe("Système · contrôle d'une autorité");
    const filters = screen.getByRole('form', { name: 'Filtres du journal' });
    fireEvent.change(within(filters).getByLabelText('E-mail du membre du personnel'), {
      target: { value: 'karim@assureur.ma' },
    });
    fireEvent.click(within(filters).getByText('Filtrer', { selector: 'button' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastAudit(calls).path).toContain('&$skip=30'));

    await lookups(filters, 'Seules');
    await waitFor(() =>
      expect(lastAudit(calls).path).toBe(
        '/backoffice/audit?staff=karim%40assureur.ma&authority_lookups=only&$top=30&$skip=0',
      ),
    );
    await lookups(filters, 'Masquées');
    await waitFor(() =>
      expect(lastAudit(calls).path).toBe(
        '/backoffice/audit?staff=karim%40assureur.ma&authority_lookups=hidden&$top=30&$skip=0',
      ),
    );
    await lookups(filters, 'Avec les autres lignes');
    await waitFor(() =>
      expect(lastAudit(calls).path).toBe('/backoffice/audit?staff=karim%40assureur.ma&$top=30&$skip=0'),
    );
  });

  it('reads a refused lookup in words: why, how many times in the minute', async () => {
    fakeApi(() => ({ body: { count: 1, value: [refused] } }));
    await renderStaffScreen(<AuditPage />);
    const [entry] = await screen.findAllByTestId('audit-entry');
    expect(within(entry!).getByRole('heading').textContent).toBe("Consultation d'une autorité refusée");
    const lines = [...within(entry!).getByTestId('audit-data').children].map((line) => line.textContent);
    expect(lines.slice(0, 2)).toEqual(['Raison : Clé inconnue', 'Nombre : 3']);
    expect(lines[2]).toMatch(/^Dernier refus : 20\/07\/2031/);
  });
});
