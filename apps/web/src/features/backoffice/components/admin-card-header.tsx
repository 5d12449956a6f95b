import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { backofficePaths } from '../../../lib/backoffice-paths';

/** The head of an office-work card: the contract's code, a link to its page, and the card's state chips. */
export function AdminCardHeader({
  titleId,
  subscriptionId,
  code,
  children,
}: {
  titleId: string;
  subscriptionId: string;
  code: string;
  children: ReactNode;
}) {
  return (
    <Stack
      direction="row"
      sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
    >
      <Typography variant="h6" component="h2" id={titleId}>
        <Link component={RouterLink} to={backofficePaths.contract(subscriptionId)}>
          <bdi dir="ltr">{code}</bdi>
        </Link>
      </Typography>
      {children}
    </Stack>
  );
}
