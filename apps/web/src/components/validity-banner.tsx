import type { TCertificateValidity } from '@bi/domain';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Colour and sign together: an officer in the sun, or who does not see colours, still reads it. Each
 * background holds white text above 5:1 (the theme's warning is a darker amber than MUI's orange).
 */
const LOOK: Record<TCertificateValidity, { color: string; icon: ReactNode }> = {
  valid: { color: 'success.dark', icon: <CheckCircleIcon fontSize="inherit" /> },
  not_yet_valid: { color: 'warning.main', icon: <ScheduleIcon fontSize="inherit" /> },
  expired: { color: 'error.dark', icon: <EventBusyIcon fontSize="inherit" /> },
  cancelled: { color: 'error.dark', icon: <CancelIcon fontSize="inherit" /> },
};

/** The verdict, big, in one band across the page. */
export function ValidityBanner({ status }: { status: TCertificateValidity }) {
  const { t } = useTranslation();
  const { color, icon } = LOOK[status];
  return (
    <Box
      role="status"
      data-testid="verification-status"
      data-status={status}
      sx={{
        bgcolor: color,
        color: 'common.white',
        borderRadius: 2,
        p: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        fontSize: '2.5rem',
      }}
    >
      {icon}
      <Box>
        <Typography component="p" sx={{ fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.2 }}>
          {t(`verification.status.${status}`)}
        </Typography>
        <Typography component="p" sx={{ fontSize: '0.95rem' }}>
          {t(`verification.meaning.${status}`)}
        </Typography>
      </Box>
    </Box>
  );
}
