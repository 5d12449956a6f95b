import type { TSouscriptionAnswer } from '@bi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test/api-calls';
import { subscriptionFixture, type TSubscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { contractHtml } from '../documents/contract-html';
import { documentNames } from './repository';

let t: TTestApp;
let api: ReturnType<typeof caller>;
let fixture: TSubscriptionFixture;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  fixture = await subscriptionFixture(t);
  headers = (await t.signedInUser()).headers;
});
afterAll(() => t.close());

type TCity = { ville_Id: number; ville_Name: string; ville_Entree_Label_AR: string | null };
type TOffice = {
  intermediaire_Id: number;
  intermediaire_RS: string;
  intermediaire_RS_AR: string;
  intermediaire_Adresse_AR: string | null;
};

const officesOf = async (cityName: string) => {
  const cities: TCity[] = (await api.get('/users/souscriptions/villes', { headers })).json().result;
  const city = cities.find((candidate) => candidate.ville_Name === cityName)!;
  const offices: TOffice[] = (
    await api.get(`/users/souscriptions/bureaux?$ville=${city.ville_Id}`, { headers })
  ).json().result;
  return { city, offices };
};

describe('Arabic names of entry points and offices', () => {
  it('names the ports and border posts in Arabic', async () => {
    const { city, offices } = await officesOf('Tanger Med');
    expect(city.ville_Entree_Label_AR).toBe('ميناء طنجة المتوسط');
    expect(offices[0]).toMatchObject({
      intermediaire_RS: 'POSTE FRONTIÈRE TANGER MED - TERMINAL PASSAGERS',
      intermediaire_RS_AR: 'المركز الحدودي طنجة المتوسط - محطة المسافرين',
      intermediaire_Adresse_AR: 'محطة المسافرين، ميناء طنجة المتوسط، القصر الصغير',
    });
  });

  it("gives every seeded office's address in Arabic, an agent's too", async () => {
    const { offices } = await officesOf('Tétouan');
    expect(offices.length).toBeGreaterThan(0);
    for (const office of offices) expect(office.intermediaire_Adresse_AR).toMatch(/[\u0600-\u06FF]/);
  });

  it("keeps an agent's trade name where no Arabic name is known", async () => {
    const { city, offices } = await officesOf('Tétouan');
    expect(city.ville_Entree_Label_AR).toBeNull();
    const agent = offices.find((office) => office.intermediaire_RS === 'AGENCE TAMOUDA ASSURANCES')!;
    expect(agent.intermediaire_RS_AR).toBe('AGENCE TAMOUDA ASSURANCES');
  });
});

describe('the Arabic contract', () => {
  it('prints the office, the pack and the country of residence in Arabic, the phone left to right', async () => {
    const { customer, id } = await fixture.newSubscription();
    await fixture.completeSteps(id, customer.headers, 5);
    const subscription: TSouscriptionAnswer = (
      await api.get(`/users/souscriptions/${id}`, { headers: customer.headers })
    ).json();
    const names = await documentNames(
      t.app.db,
      { officeId: fixture.reference.borderPostId, countryId: fixture.reference.franceId },
      'ar',
    );
    expect(names).toEqual({
      office: 'المركز الحدودي طنجة المتوسط - محطة المسافرين',
      officeAddress: 'محطة المسافرين، ميناء طنجة المتوسط، القصر الصغير',
      country: 'فرنسا',
    });

    const html = contractHtml(subscription, 'ar', names, t.app.clock.now());
    expect(html).toContain(
      'المركز الحدودي طنجة المتوسط - محطة المسافرين — محطة المسافرين، ميناء طنجة المتوسط',
    );
    expect(html).toContain('فرنسا');
    expect(html).toContain('العرض الأساسي');
    expect(html).not.toContain('France');
    expect(html).not.toContain('POSTE FRONTIÈRE');
    expect(html).toContain(`<bdi dir="ltr" class="phone">+${customer.phone.country_code} `);

    const french = contractHtml(
      subscription,
      'fr',
      await documentNames(
        t.app.db,
        { countryId: fixture.reference.franceId, officeId: fixture.reference.borderPostId },
        'fr',
      ),
      t.app.clock.now(),
    );
    expect(french).toContain('France');
    expect(french).toContain('Offre de base');
  });
});
