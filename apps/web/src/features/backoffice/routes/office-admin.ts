export { TerminationsPage } from './terminations-page';
export { RefundsPage } from './refunds-page';
export { StaffPage } from './staff-page';
export { OfficesPage } from './offices-page';
export { AuditPage } from './audit-page';
export { AuthoritiesPage } from './authorities-page';
export { TariffsPage } from './tariffs-page';
export { TariffVersionPage } from './tariff-version-page';
