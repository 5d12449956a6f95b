import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TApiCustomer } from './api-customer';
import { headingOf } from './browser';
import { phoneCustomers, serverTodayMoved } from './flow-on-phone';

const customerOnPhone = phoneCustomers();

/** Every call to the subscription's detail fails, as on a ferry with no network. */
const detailFails = (context: BrowserContext, customer: TApiCustomer) =>
  context.route(`**/api/v1/users/souscriptions/${customer.id}`, (route) =>
    route.abort('internetdisconnected'),
  );

/**
 * The reference list at `path` answers empty (the server had none) until `fill()`, then the server's
 * list; `asked()` counts the calls, so a test sees Retry ask again.
 */
async function listEmptyUntilFilled(context: BrowserContext, path: string) {
  let empty = true;
  let asked = 0;
  await context.route(`**/api/v1/users/souscriptions/${path}`, (route) => {
    asked += 1;
    return empty ? route.fulfill({ json: { result: [] } }) : route.fallback();
  });
  return { asked: () => asked, fill: () => (empty = false) };
}

/** Each list of steps 1 to 4 with its field and one option the server's list holds. */
const REFERENCE_LISTS = [
  { step: 1, path: 'pays', field: 'Pays de résidence', option: 'Belgique' },
  { step: 2, path: 'villes', field: "Ville d'entrée au Maroc", option: 'Tanger Med — Port Tanger Med' },
  { step: 3, path: 'usages', field: 'Type de véhicule (usage)', option: 'Tourisme', chips: true },
  { step: 3, path: 'carburants', field: 'Carburant', option: 'Diesel', chips: true },
  { step: 4, path: 'periodes', field: 'Durée', option: '1 mois', chips: true },
] as const;

describe('empty and failed loads', () => {
  it('says when a list is empty or failed, and Retry loads it', async () => {
    const { page, context } = await customerOnPhone(2);
    await context.route('**/api/v1/users/souscriptions/usages', (route) =>
      route.fulfill({ json: { result: [] } }),
    );
    await context.route('**/api/v1/users/souscriptions/carburants', (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto('/souscriptions/step3');
    await page.getByText("Aucun choix n'est disponible pour l'instant.").waitFor();
    const failed = page.getByText("Cette liste n'a pas pu être chargée. Vérifiez votre connexion.");
    await failed.waitFor();
    await context.unroute('**/api/v1/users/souscriptions/carburants');
    // The empty list has its own Retry: this one is the failed list's.
    await page.getByRole('alert').filter({ has: failed }).getByRole('button', { name: 'Réessayer' }).click();
    await failed.waitFor({ state: 'hidden' });
    await page
      .getByRole('group', { name: /^Carburant/ })
      .getByRole('button', { name: 'Diesel', exact: true })
      .waitFor();
  });

  it('gives every empty list of steps 1 to 4 a Retry that asks the server again and fills the field', async () => {
    const { page, context } = await customerOnPhone(4);
    for (const { step, path, field, option, ...shown } of REFERENCE_LISTS) {
      const list = await listEmptyUntilFilled(context, path);
      await page.goto(`/souscriptions/step${step}`);
      const empty = page.getByText("Aucun choix n'est disponible pour l'instant.");
      await empty.waitFor();
      expect(list.asked(), path).toBe(1);
      list.fill();
      await page.getByRole('button', { name: 'Réessayer' }).click();
      await empty.waitFor({ state: 'hidden' });
      expect(list.asked(), path).toBe(2);
      // A short list is shown whole as one-tap chips; a longer one is a select to open.
      if ('chips' in shown) {
        await page
          .getByRole('group', { name: field })
          .getByRole('button', { name: option, exact: true })
          .waitFor();
      } else {
        await page.getByLabel(field).click();
        await page.getByRole('option', { name: option, exact: true }).waitFor();
      }
      await context.unroute(`**/api/v1/users/souscriptions/${path}`);
    }
  });

  it('sends a customer with no offer for the vehicle and period back to step 4 to change them', async () => {
    const { page, context, customer } = await customerOnPhone(4);
    await context.route(`**/api/v1/users/souscriptions/${customer.id}/packs`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), packs: [], cartes: [] } });
    });
    await page.goto('/souscriptions/step5');
    await page.getByText("Aucune offre n'est disponible pour ce véhicule et cette période.").waitFor();
    expect(await page.getByRole('button', { name: /Offre de base/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'Modifier la date ou la durée' }).click();
    await page.waitForURL('**/souscriptions/step4');
    expect(await headingOf(page, 'Date et durée')).toBe('Date et durée');
  });

  it('offers Retry when the offers fail, and a new date when the effect date has passed', async () => {
    const { page, context, customer } = await customerOnPhone(4);
    await context.route(`**/api/v1/users/souscriptions/${customer.id}/packs`, (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto('/souscriptions/step5');
    await page.getByText("Les offres n'ont pas pu être chargées. Vérifiez votre connexion.").waitFor();
    await context.unroute(`**/api/v1/users/souscriptions/${customer.id}/packs`);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByRole('button', { name: /Offre de base/ }).waitFor();

    // Resumed ten days later: the date saved is gone.
    await serverTodayMoved(context, customer, 10);
    const later = await context.newPage();
    await later.goto('/souscriptions/step5');
    await later.getByText(/^La date d'effet choisie, le \d{2}\/\d{2}\/\d{4}, est passée/).waitFor();
    await later.getByRole('link', { name: 'Choisir une nouvelle date' }).click();
    await later.waitForURL('**/souscriptions/step4');
  });

  it('keeps the customer in the flow when Back meets no network, and Retry reloads', async () => {
    const { page, context, customer } = await customerOnPhone(4);
    await page.goto('/souscriptions/step5');
    await page.getByRole('button', { name: /Offre de base/ }).waitFor();
    await detailFails(context, customer);
    await page.getByRole('link', { name: 'Retour' }).click();
    await page.waitForURL('**/souscriptions/step4');
    await page.getByText('Pas de connexion : les informations affichées sont peut-être anciennes.').waitFor();
    expect(await page.getByRole('radio', { name: 'Plus tard' }).isChecked()).toBe(true);
    expect(page.url()).toMatch(/\/souscriptions\/step4$/);

    await page.reload();
    await page.getByText("La souscription n'a pas pu être chargée.").waitFor();
    expect(page.url()).toMatch(/\/souscriptions\/step4$/);
    await context.unroute(`**/api/v1/users/souscriptions/${customer.id}`);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    expect(await headingOf(page, 'Date et durée')).toBe('Date et durée');
    await page.getByRole('radio', { name: 'Plus tard' }).waitFor();
  });

  it('still sends a failed load on resume back to the start page (spec §4)', async () => {
    const { page, context, customer } = await customerOnPhone(4);
    await page.goto('/souscriptions/commencer');
    await detailFails(context, customer);
    await page.getByTestId('resume').click();
    await page.waitForURL('**/souscriptions/commencer');
    await page.getByText("La souscription n'a pas pu être chargée.").waitFor();
  });
});
