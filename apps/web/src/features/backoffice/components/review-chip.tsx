import type { TReviewStatus } from '@bi/domain';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOURS = { pending: 'warning', verified: 'success', rejected: 'error' } as const;

export function ReviewChip({ status }: { status: TReviewStatus }) {
  const { t } = useTranslation('backoffice');
  return (
    <Chip
      size="small"
      color={COLOURS[status]}
      label={t(`review.status.${status}`)}
      data-testid="review-status"
    />
  );
}
