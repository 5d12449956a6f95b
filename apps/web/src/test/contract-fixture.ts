import type { TSouscriptionAnswer } from '@bi/domain';

/**
 * A subscription as the list answers it: a tourism car covered for one month from `effect`, judged
 * on the server's `today` (far from the test machine's clock on purpose).
 */
export function contractFixture(
  overrides: Partial<TSouscriptionAnswer> & { effect?: string; end?: string } = {},
): TSouscriptionAnswer {
  const { effect = '2031-07-10', end = '2031-08-09', ...rest } = overrides;
  return {
    _id: 's-1',
    code_str: 'BI-2031-000123',
    statut: 'signed',
    current_step: 8,
    ready_to_pay: false,
    user_info: {
      type: 'physique',
      first_name: 'Nadia',
      last_name: 'Berrada',
      email: 'nadia@example.com',
      phone: '612345678',
      country_code: '212',
      num_identity: 'FR556677',
      address1: '3 rue Victor Hugo',
      ville: 'Marseille',
      pays_Name: 'France',
      intermediaire_RS: 'Agence Tanger Med',
      intermediaire_Adresse: 'Port Tanger Med, Ksar Sghir',
    },
    vehicule_info: {
      immatriculation: 'GH-456-JK',
      type_vehicule: 'VP',
      usage_Id: 1,
      usage_Code: 'TOURISME',
      usage_Name: 'TOURISME',
      nbre_places: 5,
      marque: 'PEUGEOT',
      marque_Id: 7,
      marque_Name: 'PEUGEOT',
      model: '308',
      carburant: 'DIESEL',
      combustile_Id: 2,
      combustile_Libelle: 'DIESEL',
      puissance: 7,
      annee_circulation: null,
    },
    periode_info: {
      date_effet: effect,
      date_fin: end,
      periode: 'M1',
      periode_Id: 3,
      periode_Name: '1 MOIS',
      periode_Nbr: 1,
      periode_ParJour: false,
    },
    pack_info: {
      type: 'pack',
      pack_Id: 1,
      pack_Code: 'BASE',
      selected_pack: 'Offre de base',
      selected_garanties: [],
      remorque: false,
    },
    documents_info: null,
    payment_info: { is_paid: true, amount: 1234.56 },
    simulation_result: {
      primeNet: 1000,
      totalTaxe: 234.56,
      primeTotal: 1234.56,
      taxes: [],
      garanties: [
        { code: 'RC', formule: 'default', prime: 900 },
        { code: 'DR', formule: 'default', prime: 100 },
      ],
      tarif_version: '2026-1',
    },
    extended_from: null,
    old_periode_info: null,
    signed_at: '2031-07-01T10:00:00+01:00',
    certificate_collected: false,
    termination_requested_at: null,
    extended: false,
    refund: null,
    documents_review: [],
    handed_over_at: null,
    archive: [],
    today: '2031-07-09',
    version: 4,
    created_at: '2031-07-01T09:00:00+01:00',
    updated_at: '2031-07-01T10:00:00+01:00',
    ...rest,
  };
}
