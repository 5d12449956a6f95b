import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * Back (a link to the previous screen) and the forward button: the form's submit, named for what it
 * does ("Next", or "Confirm" on the quote), or a plain link when there is nothing left to save.
 */
export function StepActions({
  back,
  nextDisabled = false,
  loading,
  nextLabel,
  nextTo,
}: {
  back: string;
  nextDisabled?: boolean;
  loading?: boolean;
  nextLabel?: string;
  nextTo?: string;
}) {
  const { t } = useTranslation();
  const label = nextLabel ?? t('flow.next');
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 3, gap: 1 }}>
      <Button
        component={RouterLink}
        to={back}
        variant="outlined"
        startIcon={
          <ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        }
      >
        {t('flow.back')}
      </Button>
      {nextTo ? (
        <Button component={RouterLink} to={nextTo} variant="contained">
          {label}
        </Button>
      ) : (
        <Button type="submit" variant="contained" disabled={nextDisabled || loading} loading={loading}>
          {label}
        </Button>
      )}
    </Stack>
  );
}
