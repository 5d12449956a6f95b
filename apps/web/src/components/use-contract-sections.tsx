import {
  displayName,
  formatDisplayDate,
  FUELS,
  localizedName,
  PERIODS,
  USAGES,
  type TSouscriptionAnswer,
} from '@bi/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n/i18n';
import { useCoverName } from '../lib/use-cover-name';
import { useGuaranteeList } from '../lib/use-guarantee-list';
import { EmailAddress } from './email-address';
import { PhoneNumber } from './phone-number';
import type { TSummaryRow } from './summary-table';
import { regionName } from '../lib/region-name';
import { shownName } from '../lib/shown-name';

type TSection = { title: string; rows: TSummaryRow[] };

/** Rows whose value is missing (an address line never given) are left out rather than shown empty. */
const filled = (rows: TSummaryRow[]) => rows.filter(([, value]) => value !== '' && value != null);

/**
 * A contract's sections (spec §2's detail, and the office's page of it): insured, management office,
 * vehicle, insurance. Reference names (usage, fuel, duration, guarantees) come from the catalogue in the
 * reader's language.
 */
export function useContractSections(subscription: TSouscriptionAnswer): TSection[] {
  const { t } = useTranslation(['contracts', 'common']);
  const coverName = useCoverName(subscription.pack_info);
  const language = currentLanguage();
  const { user_info: insured, vehicule_info: vehicle, periode_info: period } = subscription;
  const named = <T extends object>(row: T | undefined, base: string) =>
    row ? shownName(row, base, language) : '';
  const guarantees = useGuaranteeList(subscription.simulation_result);
  const company = insured.type !== 'physique' && Boolean(insured.raison_sociale);
  // Stored with its French name; the reader's comes from its code.
  const country = (insured.pays && regionName(insured.pays, language)) || insured.pays_Name;
  return [
    {
      title: t('common:flow.step6.insured'),
      rows: filled([
        [t('detail.name'), displayName(insured)],
        [t('common:auth.email'), insured.email && <EmailAddress email={insured.email} />],
        [
          t('common:auth.phone'),
          insured.phone && (
            <PhoneNumber phone={{ phone: insured.phone, country_code: insured.country_code ?? null }} />
          ),
        ],
        [
          t('detail.address'),
          [insured.address1, insured.address2, insured.ville, country].filter(Boolean).join(', '),
        ],
        [t(company ? 'common:flow.step1.tradeRegister' : 'common:flow.step1.identity'), insured.num_identity],
      ]),
    },
    {
      title: t('common:flow.step6.office'),
      rows: filled([
        [t('detail.officeName'), shownName(insured, 'intermediaire_RS', language, 'proper')],
        [t('detail.address'), localizedName(insured, 'intermediaire_Adresse', language)],
      ]),
    },
    {
      title: t('common:flow.step6.vehicle'),
      rows: vehicle
        ? [
            [t('common:flow.step3.plate'), vehicle.immatriculation],
            [t('common:flow.step3.make'), vehicle.marque_Name],
            [t('common:flow.step3.model'), vehicle.model],
            [
              t('common:flow.step3.usage'),
              named(
                USAGES.find((usage) => usage.code === vehicle.usage_Code),
                'usage_Name',
              ),
            ],
            [t('common:flow.step3.seats'), String(vehicle.nbre_places)],
            [
              t('common:flow.step3.fuel'),
              named(
                FUELS.find((fuel) => fuel.combustile_Id === vehicle.combustile_Id),
                'combustile_Libelle',
              ),
            ],
            [t('common:flow.step3.power'), t('detail.power', { power: vehicle.puissance })],
          ]
        : [],
    },
    {
      title: t('detail.insurance'),
      rows: filled([
        [t('common:flow.step4.date'), period && formatDisplayDate(period.date_effet)],
        [t('detail.endDate'), period && formatDisplayDate(period.date_fin)],
        [
          t('common:flow.step4.duration'),
          named(
            PERIODS.find((entry) => entry.code === period?.periode),
            'periode_Name',
          ),
        ],
        [t('common:flow.step6.cover'), subscription.pack_info && coverName],
        [t('detail.guarantees'), guarantees],
      ]),
    },
  ];
}
