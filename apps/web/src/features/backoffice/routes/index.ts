export { BackofficeLayout } from './backoffice-layout';
export { QueuePage } from './queue-page';
export { ScanPage } from './scan-page';
export { ContractPage } from './contract-page';
