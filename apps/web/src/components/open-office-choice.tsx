import type { TBureauAnswer } from '@bi/domain';
import { useTranslation } from 'react-i18next';
import { HeadedChoice } from './headed-choice';
import { OfficeLines } from './office-lines';

/**
 * The open offices an extension's certificate may be handed over at, once its contract's office has
 * closed: one tap each, under their heading. Shared by the signed-in quote and the reminder's link.
 */
export function OpenOfficeChoice({
  offices,
  chosen,
  onChoose,
}: {
  offices: readonly TBureauAnswer[];
  chosen: number | null;
  onChoose: (officeId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <HeadedChoice
      heading={t('flow.step6.closedOffice.openOffices')}
      items={offices}
      idOf={(office) => office.intermediaire_Id}
      labelOf={(office) => <OfficeLines office={office} />}
      chosen={chosen}
      onChoose={onChoose}
    />
  );
}
