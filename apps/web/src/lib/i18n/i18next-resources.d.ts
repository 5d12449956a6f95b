import 'i18next';
import type { MESSAGES } from '@bi/domain';
import type frCommon from '../../locales/fr/common.json';
import type frContracts from '../../locales/fr/contracts.json';
import type frLegal from '../../locales/fr/legal.json';
import type frBackoffice from '../../locales/fr/backoffice.json';
import type frAdmin from '../../locales/fr/admin.json';
import type frReference from '../../locales/fr/reference.json';
import type frTariffs from '../../locales/fr/tariffs.json';
import type frFigures from '../../locales/fr/figures.json';
import type frJournal from '../../locales/fr/journal.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof frCommon;
      legal: typeof frLegal;
      contracts: typeof frContracts;
      backoffice: typeof frBackoffice;
      admin: typeof frAdmin;
      reference: typeof frReference;
      tariffs: typeof frTariffs;
      figures: typeof frFigures;
      journal: typeof frJournal;
      errors: (typeof MESSAGES)['fr'];
    };
  }
}
