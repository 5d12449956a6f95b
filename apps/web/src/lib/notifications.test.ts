import { describe, expect, it } from 'vitest';
import { dismiss, followLocation, notify, useNotices, useOwnNotice } from './notifications';
import { renderHook } from '@testing-library/react';

const current = () => renderHook(() => useNotices()).result.current;
const clear = () => current().forEach((notice) => dismiss(notice.id));

describe('notify', () => {
  it('shows an identical notice once, with a fresh id that restarts its timer', () => {
    clear();
    notify('error', 'Réseau indisponible');
    const first = current()[0]!;
    for (let index = 0; index < 6; index++) notify('error', 'Réseau indisponible');
    const shown = current();
    expect(shown).toHaveLength(1);
    expect(shown[0]!.id).toBeGreaterThan(first.id);
  });

  it('keeps different messages, and the same text of another severity', () => {
    clear();
    notify('info', 'Code envoyé');
    notify('warning', 'Code envoyé');
    notify('info', 'Autre chose');
    expect(current().map((notice) => notice.message)).toEqual(['Code envoyé', 'Code envoyé', 'Autre chose']);
  });

  it('clears the errors and the successes before a success, and keeps what informs or warns', () => {
    clear();
    notify('error', 'Échec');
    notify('success', 'Permis validé');
    notify('info', 'Pour information');
    notify('warning', 'Réseau lent');
    notify('success', "Pièce d'identité validée");
    expect(current().map((notice) => notice.message)).toEqual([
      'Pour information',
      'Réseau lent',
      "Pièce d'identité validée",
    ]);
  });
});

describe('notices and pages', () => {
  const messages = () => current().map((notice) => notice.message);

  it("takes a page's notices away when the customer moves to another page, not when a dialog closes", () => {
    clear();
    followLocation('/', { replaced: true });
    notify('success', "Votre demande d'annulation est enregistrée");
    followLocation('/', { replaced: false });
    followLocation('/', { replaced: true });
    expect(messages()).toEqual(["Votre demande d'annulation est enregistrée"]);

    followLocation('/souscriptions/signature', { replaced: false });
    expect(messages()).toEqual([]);
  });

  it('keeps them through a redirect, and shows one raised for the next page there, until the page after', () => {
    clear();
    followLocation('/souscriptions/payment', { replaced: true });
    notify('error', 'Confirmez à nouveau', { forNextPage: true });
    notify('info', 'Réseau lent');
    followLocation('/souscriptions/step6', { replaced: true });
    expect(messages()).toEqual(['Confirmez à nouveau', 'Réseau lent']);

    clear();
    notify('success', 'Un lien vous a été envoyé', { forNextPage: true });
    followLocation('/auth/forgotSuccess', { replaced: false });
    expect(messages()).toEqual(['Un lien vous a été envoyé']);
    followLocation('/auth/signin', { replaced: false });
    expect(messages()).toEqual([]);
  });
});

describe('useOwnNotice', () => {
  it('takes its notice away when cleared or when its component goes, and leaves the others', () => {
    clear();
    notify('warning', 'Réseau lent');
    const owner = renderHook(() => useOwnNotice());
    owner.result.current.show('info', 'Un code a été envoyé par SMS');
    expect(current().map((notice) => notice.message)).toEqual([
      'Réseau lent',
      'Un code a été envoyé par SMS',
    ]);
    owner.result.current.clear();
    expect(current().map((notice) => notice.message)).toEqual(['Réseau lent']);

    owner.result.current.show('info', 'Un code a été envoyé par SMS');
    owner.unmount();
    expect(current().map((notice) => notice.message)).toEqual(['Réseau lent']);
  });
});
