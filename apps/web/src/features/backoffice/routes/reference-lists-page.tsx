import { REFERENCE_LISTS, type TReferenceList } from '@bi/domain';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AdminPageTitle } from '../components/admin-page-title';
import { CitiesPanel, CountriesPanel, MakesPanel, PeriodsPanel } from '../components/reference-panels';

const PANELS = { countries: CountriesPanel, cities: CitiesPanel, makes: MakesPanel, periods: PeriodsPanel };
/** The list's name in the address, in French as the back office's paths are. */
const IN_ADDRESS = { countries: 'pays', cities: 'villes', makes: 'marques', periods: 'durees' } as const;
const listIn = (value: string | null): TReferenceList =>
  REFERENCE_LISTS.find((list) => IN_ADDRESS[list] === value) ?? 'countries';

/**
 * The reference lists the customer's steps offer (an administrator's screen): countries allowed to
 * buy, cities and entry points, makes, durations. The list shown is in the address (`?liste=`), so
 * Back and a shared link find it.
 */
export function ReferenceListsPage() {
  const { t } = useTranslation('reference');
  const [params, setParams] = useSearchParams();
  const list = listIn(params.get('liste'));
  const Panel = PANELS[list];
  return (
    <>
      <AdminPageTitle title={t('title')} intro={t('intro')} />
      <Tabs
        value={list}
        onChange={(_event, next: TReferenceList) => setParams({ liste: IN_ADDRESS[next] }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('tabs.label')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {REFERENCE_LISTS.map((one) => (
          <Tab key={one} value={one} label={t(`tabs.${one}`)} id={`reference-tab-${one}`} />
        ))}
      </Tabs>
      <div role="tabpanel" aria-labelledby={`reference-tab-${list}`}>
        <Panel key={list} />
      </div>
    </>
  );
}
