import type { TAuthorityKey } from '@bi/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { session } from '../../../lib/session';
import { fakeApi, type TApiCall } from '../../../test/render-screen';
import { CLERK_ME, renderStaffScreen } from '../components/admin-test-kit';
import { AuthoritiesPage } from './authorities-page';

vi.mock('../../../lib/notifications', () => ({ notify: vi.fn() }));

const KEY = `bak_${'Q'.repeat(43)}`;
const customs: TAuthorityKey = {
  id: 'k-1',
  authority: 'Douane — port de Tanger Med',
  prefix: 'bak_AbCdEfGh',
  per_minute: 60,
  per_hour: 1000,
  created_by_email: 'admin@assureur.ma',
  created_at: '2031-07-01T10:00:00+01:00',
  revoked_at: null,
  expires_on: '2099-07-01',
};

type TAnswer = (call: TApiCall) => { status?: number; body: unknown };

function server(keys: TAuthorityKey[], answers: Record<string, TAnswer> = {}) {
  return fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/backoffice/authority-keys') return { body: { value: keys } };
    return answers[`${call.method} ${call.path}`]?.(call);
  });
}

const cards = () => screen.findAllByTestId('authority-key-card');

beforeEach(() => {
  vi.mocked(notify).mockClear();
  session.store('token-1');
});

describe('the authorities screen', () => {
  it('lists each key by its prefix, never more, with its budget, last day and state', async () => {
    server([
      customs,
      { ...customs, id: 'k-2', authority: 'Police', revoked_at: '2031-07-02T09:00:00+01:00' },
      { ...customs, id: 'k-3', authority: 'Gendarmerie', expires_on: '2020-03-31' },
    ]);
    await renderStaffScreen(<AuthoritiesPage />);
    const [active, revoked, expired] = await cards();
    expect(active!.textContent).toContain('bak_AbCdEfGh…');
    expect(active!.textContent).toContain('60 par minute, 1000 par heure');
    expect(active!.textContent).toContain('Dernier jour01/07/2099');
    expect(within(active!).getByTestId('authority-key-state').textContent).toBe('Active');
    expect(within(revoked!).getByTestId('authority-key-state').textContent).toBe('Révoquée');
    expect(within(revoked!).queryByRole('button', { name: 'Révoquer' })).toBeNull();
    expect(within(revoked!).queryByRole('button', { name: 'Modifier les limites' })).toBeNull();
    expect(within(expired!).getByTestId('authority-key-state').textContent).toBe('Expirée');
    expect(expired!.textContent).toContain('31/03/2020');
  });

  it("changes a key's limits from its current ones; the card shows them, the server's refusal under its field", async () => {
    let refuse = true;
    const calls = server([customs], {
      'PATCH /backoffice/authority-keys/k-1': (call) =>
        refuse
          ? {
              status: 400,
              body: {
                message: 'Certaines informations sont invalides.',
                result: [{ field: 'per_hour', message: 'Au moins le nombre par minute.' }],
              },
            }
          : { body: { ...customs, ...(call.body as object) } },
    });
    await renderStaffScreen(<AuthoritiesPage />);
    const [card] = await cards();
    fireEvent.click(within(card!).getByRole('button', { name: 'Modifier les limites' }));
    const dialog = await screen.findByRole('dialog', { name: 'Limites de Douane — port de Tanger Med' });
    const perHour = within(dialog).getByLabelText(/par heure/) as HTMLInputElement;
    expect((within(dialog).getByLabelText(/par minute/) as HTMLInputElement).value).toBe('60');
    expect(perHour.value).toBe('1000');
    fireEvent.change(perHour, { target: { value: '10' } });
    fireEvent.click(within(dialog).getByText('Enregistrer les limites', { selector: 'button' }));
    expect(await within(dialog).findByText('Au moins le nombre par minute.')).toBeTruthy();
    refuse = false;
    fireEvent.change(perHour, { target: { value: '2000' } });
    fireEvent.click(within(dialog).getByText('Enregistrer les limites', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)!.body).toEqual({
      per_minute: 60,
      per_hour: 2000,
    });
    expect((await cards())[0]!.textContent).toContain('60 par minute, 2000 par heure');
    expect(vi.mocked(notify)).toHaveBeenCalledWith(
      'success',
      'Limites de Douane — port de Tanger Med enregistrées.',
    );
  });

  it('creates a key, shows it once with a copy button, then lists it without the key', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = server([], {
      'POST /backoffice/authority-keys': (call) => ({
        body: { ...customs, ...(call.body as object), id: 'k-9', key: KEY },
      }),
    });
    await renderStaffScreen(<AuthoritiesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Créer une clé' }));
    const form = await screen.findByRole('dialog');
    fireEvent.change(within(form).getByLabelText(/Autorité/), { target: { value: ' Douane ' } });
    fireEvent.change(within(form).getByLabelText(/par minute/), { target: { value: '30' } });
    fireEvent.click(within(form).getByText('Créer la clé', { selector: 'button' }));

    const shown = await screen.findByRole('dialog', { name: 'Clé de Douane' });
    expect(
      (within(shown).getByTestId('authority-key-value').querySelector('textarea') as HTMLTextAreaElement)
        .value,
    ).toBe(KEY);
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      authority: 'Douane',
      per_minute: 30,
      per_hour: 1000,
    });
    fireEvent.click(within(shown).getByRole('button', { name: 'Copier la clé' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(KEY));
    expect(vi.mocked(notify)).toHaveBeenCalledWith('success', 'Clé copiée.');
    fireEvent.click(within(shown).getByRole('button', { name: "J'ai copié la clé" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [card] = await cards();
    expect(card!.textContent).toContain('Douane');
    expect(document.body.textContent).not.toContain(KEY);
  });

  it('revokes a key after a confirmation; the card then reads revoked', async () => {
    const calls = server([customs], {
      'POST /backoffice/authority-keys/k-1/revoke': () => ({
        body: { ...customs, revoked_at: '2031-07-03T09:00:00+01:00' },
      }),
    });
    await renderStaffScreen(<AuthoritiesPage />);
    const [card] = await cards();
    fireEvent.click(within(card!).getByRole('button', { name: 'Révoquer' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Révoquer la clé de Douane — port de Tanger Med ?',
    });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByText('Révoquer la clé', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within((await cards())[0]!).getByTestId('authority-key-state').textContent).toBe('Révoquée');
    expect(vi.mocked(notify)).toHaveBeenCalledWith('success', 'Clé de Douane — port de Tanger Med révoquée.');
  });

  it("reads the server's refusal to a clerk", async () => {
    fakeApi((call) =>
      call.path === '/backoffice/authority-keys'
        ? { status: 403, body: { message: "Cette action est réservée aux administrateurs de l'assureur." } }
        : undefined,
    );
    await renderStaffScreen(<AuthoritiesPage />, CLERK_ME);
    expect(
      await screen.findByText("Cette action est réservée aux administrateurs de l'assureur."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Créer une clé' })).toBeNull();
  });

  it('speaks Arabic and English', async () => {
    server([customs]);
    for (const [language, title, create] of [
      ['ar', 'مفاتيح السلطات', 'إنشاء مفتاح'],
      ['en', 'Authority keys', 'Create a key'],
    ] as const) {
      await i18n.changeLanguage(language);
      try {
        await renderStaffScreen(<AuthoritiesPage />);
        expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
        expect(await screen.findByRole('button', { name: create })).toBeTruthy();
        cleanup();
      } finally {
        await i18n.changeLanguage('fr');
      }
    }
  });
});
