import { renderHook } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dismiss, notify, useNotices } from '../lib/notifications';
import { followLocations } from './follow-locations';

const messages = () => renderHook(() => useNotices()).result.current.map((notice) => notice.message);
const clear = () => renderHook(() => useNotices()).result.current.forEach((notice) => dismiss(notice.id));

/** The customer's list, with a card's dialog opened over it as dialog-in-history opens one. */
async function listWithNotice() {
  clear();
  const router = createMemoryRouter(
    ['/', '/souscriptions/step6', '/souscriptions/signature'].map((path) => ({ path, element: null })),
  );
  followLocations(router);
  notify('success', "Votre demande d'annulation est enregistrée");
  await router.navigate('/', { state: { dialog: { owner: 's-2', name: 'extend' } } });
  return router;
}

describe('notices told of the router’s locations', () => {
  it('keeps the notice while a dialog opens and closes over its page', async () => {
    const router = await listWithNotice();
    await router.navigate(-1);
    expect(messages()).toEqual(["Votre demande d'annulation est enregistrée"]);
  });

  it("drops it when a dialog's action replaces the dialog by another page", async () => {
    const router = await listWithNotice();
    await router.navigate('/souscriptions/step6', { replace: true });
    expect(messages()).toEqual([]);
  });

  it('keeps it through a redirect from a page, and drops it on a page reached by a link', async () => {
    const router = await listWithNotice();
    await router.navigate(-1);
    await router.navigate('/souscriptions/signature', { replace: true });
    expect(messages()).toEqual(["Votre demande d'annulation est enregistrée"]);
    await router.navigate('/souscriptions/step6');
    expect(messages()).toEqual([]);
  });
});
