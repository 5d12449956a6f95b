import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Back (a link to the previous screen) and Next (the form's submit button). */
export function StepActions({
  back,
  nextDisabled,
  loading,
}: {
  back: string;
  nextDisabled: boolean;
  loading?: boolean;
}) {
  const { t } = useTranslation();
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
      <Button type="submit" variant="contained" disabled={nextDisabled || loading} loading={loading}>
        {t('flow.next')}
      </Button>
    </Stack>
  );
}
