import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A staff screen's heading, what the screen is for under it, and its main action beside (below on a phone). */
export function AdminPageTitle({
  title,
  intro,
  action,
}: {
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Stack
      direction="row"
      sx={{ gap: 2, mb: 2, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 20rem' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {intro}
          </Typography>
        )}
      </Box>
      {action}
    </Stack>
  );
}
