import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { dismiss, NOTICE_DURATION_MS, useNotices, type TNotice } from '../../lib/notifications';

function Notice({ notice }: { notice: TNotice }) {
  useEffect(() => {
    const timer = setTimeout(() => dismiss(notice.id), NOTICE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [notice.id]);
  return (
    <Alert
      severity={notice.severity}
      variant="filled"
      onClose={() => dismiss(notice.id)}
      sx={{ boxShadow: 3 }}
    >
      {notice.message}
    </Alert>
  );
}

/**
 * Notices at the top, under the header, each gone after 10 seconds or when closed: at the bottom they
 * covered the Back and Next buttons of a phone.
 */
export function Notifier() {
  const notices = useNotices();
  return (
    <Stack
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: { xs: 64, sm: 72 },
        insetInline: 16,
        zIndex: 1500,
        gap: 1,
        maxWidth: 560,
        mx: 'auto',
      }}
    >
      {notices.map((notice) => (
        <Notice key={notice.id} notice={notice} />
      ))}
    </Stack>
  );
}
