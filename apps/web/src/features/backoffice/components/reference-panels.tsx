import { isLastPeriodOn, type TCityItem, type TLanguage } from '@bi/domain';
import Button from '@mui/material/Button';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useDialogInHistory } from '../../../lib/dialog-in-history';
import { CityFormDialog } from './city-form-dialog';
import { MakeFormDialog } from './make-form-dialog';
import { ReferencePanel } from './reference-panel';
import { ReferenceRow } from './reference-row';

const SEPARATOR = ' · ';

/** A city's code, its name in the other language, its entry label in the reader's, its open offices. */
function cityDetails(city: TCityItem, language: TLanguage, t: TFunction<'reference'>) {
  const label =
    language === 'ar' ? (city.ville_Entree_Label_AR ?? city.ville_Entree_Label) : city.ville_Entree_Label;
  return [
    <bdi key="code" dir="ltr">
      {city.ville_Code}
    </bdi>,
    language === 'ar' ? (
      <bdi key="name" dir="ltr" lang="fr">
        {city.ville_Name}
      </bdi>
    ) : (
      <bdi key="name" dir="rtl" lang="ar">
        {city.ville_Name_AR}
      </bdi>
    ),
    ...(city.ville_Entree ? [t('cities.entryChip', { label })] : []),
    t('cities.offices', { count: city.bureaux_ouverts.length }),
  ];
}

/** Countries of residence: allowed to buy or not; their names come from the ISO list, never typed. */
export function CountriesPanel() {
  return (
    <ReferencePanel
      list="countries"
      row={(country) => (
        <ReferenceRow
          list="countries"
          item={country}
          details={[
            <bdi key="code" dir="ltr">
              {country.pays_Code}
            </bdi>,
          ]}
        />
      )}
    />
  );
}

/** Cities: added, renamed in French and Arabic, made entry points with their labels, switched off. */
export function CitiesPanel() {
  const { t } = useTranslation('reference');
  const [dialog, setDialog] = useDialogInHistory<'create'>('cities');
  return (
    <>
      <ReferencePanel
        list="cities"
        action={
          <Button variant="contained" size="large" onClick={() => setDialog('create')}>
            {t('cities.new')}
          </Button>
        }
        row={(city) => (
          <ReferenceRow
            list="cities"
            item={city}
            details={cityDetails(city, currentLanguage(), t)}
            editDialog={(onClose) => <CityFormDialog city={city} onClose={onClose} />}
          />
        )}
      />
      {dialog === 'create' && <CityFormDialog onClose={() => setDialog(null)} />}
    </>
  );
}

/** Makes: added, renamed, their kinds of vehicle, switched off. */
export function MakesPanel() {
  const { t } = useTranslation('reference');
  const [dialog, setDialog] = useDialogInHistory<'create'>('makes');
  return (
    <>
      <ReferencePanel
        list="makes"
        action={
          <Button variant="contained" size="large" onClick={() => setDialog('create')}>
            {t('makes.new')}
          </Button>
        }
        row={(make) => (
          <ReferenceRow
            list="makes"
            item={make}
            details={[make.types.map((kind) => t(`makes.kind.${kind}`)).join(SEPARATOR)]}
            editDialog={(onClose) => <MakeFormDialog make={make} onClose={onClose} />}
          />
        )}
      />
      {dialog === 'create' && <MakeFormDialog onClose={() => setDialog(null)} />}
    </>
  );
}

/** Durations: on or off only (their prices are the tariff's); the last one on stays on. */
export function PeriodsPanel() {
  const { t } = useTranslation('reference');
  return (
    <ReferencePanel
      list="periods"
      row={(period, all) => (
        <ReferenceRow
          list="periods"
          item={period}
          keptOn={isLastPeriodOn(all.filter((one) => one.actif).length) ? t('periods.last') : undefined}
        />
      )}
    />
  );
}
