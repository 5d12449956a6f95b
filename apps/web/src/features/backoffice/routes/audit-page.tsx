import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAudit, type TAuditFilters } from '../api/audit-list';
import { AdminList } from '../components/admin-list';
import { AdminPageTitle } from '../components/admin-page-title';
import { AuditEntry } from '../components/audit-entry';
import { AuditFilters, NO_AUDIT_FILTERS } from '../components/audit-filters';
import { useOffices } from '../api/office-list';
import { officeName } from '../lib/office-name';

/**
 * Who did what and when (an administrator's screen), newest first, by subscription, staff member (what
 * they did and what was done to them) or dates, each line in words; staff views only when switched on.
 */
export function AuditPage() {
  const { t } = useTranslation('admin');
  const [filters, setFilters] = useState<TAuditFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(0);
  const audit = useAudit(filters, page);
  // The offices a staff change names by id, by their names in the reader's language.
  const offices = useOffices();
  const officeNamed = (id: number) => {
    const office = offices.data?.value.find((one) => one.intermediaire_Id === id);
    return office ? officeName(office) : t('staff.unknownOffice', { id });
  };
  const apply = (next: TAuditFilters) => {
    setFilters(next);
    setPage(0);
  };
  return (
    <>
      <AdminPageTitle title={t('audit.title')} intro={t('audit.intro')} />
      <AuditFilters applied={filters} onApply={apply} />
      {audit.data && (
        <Typography color="text.secondary" sx={{ mb: 1 }} role="status">
          {t('audit.count', { count: audit.data.count })}
        </Typography>
      )}
      <AdminList
        query={audit}
        items={audit.data?.value}
        label={t('audit.title')}
        empty={t('audit.empty')}
        keyOf={(_entry, index) => `${page}-${index}`}
        render={(entry) => <AuditEntry entry={entry} officeName={officeNamed} />}
        paging={{ page, onPage: setPage, count: audit.data?.count ?? 0 }}
        columns={1}
      />
    </>
  );
}
