import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SignInTo } from './sign-in-to';

/**
 * What the link says of a choice its contract made that no longer holds (its period switched off, its
 * office closed): the notice, then the options of today to choose from, or, with none, why nothing
 * can be paid here and the sign-in that leads to the extension's own steps.
 */
export function ChangedSinceSale({
  testId,
  notice,
  none,
  contractId,
  signInVariant,
  choice,
}: {
  testId: string;
  notice: string;
  /** Said when no option is left; `choice` is then null. */
  none: string;
  /** The contract extended: sign-in leads to its extension. */
  contractId: string;
  signInVariant: 'contained' | 'outlined';
  choice: ReactNode | null;
}) {
  return (
    <Stack sx={{ gap: 1.5 }} data-testid={testId}>
      <Alert severity="warning">{notice}</Alert>
      {choice ?? (
        <>
          <Typography>{none}</Typography>
          <SignInTo target="extension" contractId={contractId} variant={signInVariant} />
        </>
      )}
    </Stack>
  );
}
