import { guaranteeByCode, type TSouscriptionAnswer } from '@bi/domain';
import { currentLanguage } from './i18n/i18n';
import { shownName } from './shown-name';

/**
 * The guarantees a quote prices, named in the reader's language, in a list with its own comma (Arabic
 * "،"). Commas only, no "et": "Dommage et collision" is one guarantee. The trailer is left out: it is
 * part of the cover's name (`useCoverName`).
 */
export function useGuaranteeList(quote: TSouscriptionAnswer['simulation_result']): string {
  const language = currentLanguage();
  const names = (quote?.garanties ?? []).flatMap((line) =>
    line.code === 'REMORQUE' ? [] : [shownName(guaranteeByCode(line.code), 'grnt_Name', language)],
  );
  return names.join(language === 'ar' ? '، ' : ', ');
}
