import type { TSouscriptionAnswer } from '@bi/domain';
import { describe, expect, it } from 'vitest';
import { contractHtml } from './contract-html';

const subscription = {
  code_str: 'BRD-2026-000001',
  statut: 'signed',
  user_info: {
    type: 'physique',
    first_name: 'Nadia',
    last_name: 'Berrada',
    email: 'nadia@example.com',
    phone: '0612345678',
    country_code: '212',
  },
  vehicule_info: null,
  periode_info: null,
  pack_info: null,
  simulation_result: {
    primeNet: 415.12,
    primeTotal: 497.91,
    taxes: [],
    garanties: [{ code: 'RC', formule: null, prime: 415.12 }],
  },
} as unknown as TSouscriptionAnswer;

describe('the contract’s layout on A4 pages', () => {
  const html = contractHtml(subscription, 'fr', {}, new Date('2026-07-01T10:00:00Z'));

  it('never leaves the guarantees’ header alone at the foot of a page', () => {
    // The heading and the table kept together, the header repeated on a new page, no row split.
    const cover = html.match(/<section class="keep"><h2>[^<]+<\/h2>[\s\S]*?<\/section>/)?.[0] ?? '';
    expect(cover).toMatch(/<table class="lines"><thead><tr><th>Garantie<\/th>[\s\S]*<\/thead><tbody>/);
    expect(html).toContain('.keep{break-inside:avoid}');
    expect(html).toContain('thead{display:table-header-group}');
    expect(html).toContain('tr{break-inside:avoid}');
    expect(html).toContain('h2{break-after:avoid}');
  });

  it('writes the phone in its international form, the national 0 dropped, on one line', () => {
    // Its spaces are a phone's groups, not places to break: in Arabic "+212 6" stood on one line, the rest on the next.
    expect(html).toContain('<bdi dir="ltr" class="phone">+212 6 12 34 56 78</bdi>');
    expect(html).toContain('.phone{white-space:nowrap}');
  });
});
