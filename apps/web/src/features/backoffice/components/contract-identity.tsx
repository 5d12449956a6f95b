import { displayName, formatDisplayDate, type TSouscriptionAnswer } from '@bi/domain';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Parts of one line, each isolated so that a Latin plate or number keeps its order in Arabic. */
function Line({ parts, ...props }: { parts: string[] } & TypographyProps) {
  return (
    <Typography {...props}>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 && ' · '}
          <bdi>{part}</bdi>
        </span>
      ))}
    </Typography>
  );
}

/**
 * Who and what the contract covers, under its title: the clerk holds the customer's documents against
 * the name, the identity number and the plate, which the full sections show only below the photos.
 */
export function ContractIdentity({ subscription }: { subscription: TSouscriptionAnswer }) {
  const { t } = useTranslation('backoffice');
  const { user_info: person, vehicule_info: vehicle, periode_info: period } = subscription;
  const who = [displayName(person), person.num_identity ?? ''];
  const what = [
    vehicle?.immatriculation ?? '',
    [vehicle?.marque_Name, vehicle?.model].filter(Boolean).join(' '),
    period
      ? t('verify.validityRange', {
          from: formatDisplayDate(period.date_effet),
          to: formatDisplayDate(period.date_fin),
        })
      : '',
  ];
  return (
    <div data-testid="contract-identity">
      <Line parts={who.filter(Boolean)} sx={{ fontWeight: 600 }} />
      <Line parts={what.filter(Boolean)} color="text.secondary" />
    </div>
  );
}
