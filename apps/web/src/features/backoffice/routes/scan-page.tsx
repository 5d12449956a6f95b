import { readVerificationCode } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useStaffVerification } from '../api/get-staff-verification';
import { QrScanner } from '../components/qr-scanner';
import { VerificationResult } from '../components/verification-result';

/** The code checked last, kept in the history entry so that Back from its contract shows it again. */
const checkedCode = (state: unknown): string | null => {
  const code = (state as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
};

/**
 * The counter's first gesture: point the phone at the certificate's QR code (or type its number, the
 * address printed beside the code, or the contract's number) and see at once whether it covers, for
 * which vehicle and which person. A code the server does not know leaves the typed text in place to
 * correct, rather than asking for all of it again.
 */
export function ScanPage() {
  const { t } = useTranslation('backoffice');
  const location = useLocation();
  const navigate = useNavigate();
  const code = checkedCode(location.state);
  // Back into a check that missed: its code is there again, to correct.
  const [typed, setTyped] = useState(() => code ?? '');
  const [unreadable, setUnreadable] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const verification = useStaffVerification(code);
  // A result already shown stays, even if reading it again on Back failed.
  const missed = code !== null && verification.isError && !verification.data;
  const { refetch } = verification;

  // The entry is replaced, not pushed: Back from a result leaves the scanner, as it did before.
  const check = useCallback(
    (next: string | null) => navigate('.', { replace: true, state: next === null ? null : { code: next } }),
    [navigate],
  );
  // Whether the text was a certificate's code: the camera keeps reading until one is.
  const accept = useCallback(
    (text: string) => {
      const read = readVerificationCode(text);
      setUnreadable(!read);
      if (!read) return false;
      // The same code again (after a network failure): asked again, not taken from the failed answer.
      if (read === code) void refetch();
      else check(read);
      return true;
    },
    [check, code, refetch],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    accept(typed);
  };
  const again = () => {
    check(null);
    setTyped('');
    setUnreadable(false);
    setAttempt((count) => count + 1);
  };

  return (
    <Stack sx={{ gap: 2, maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        {t('scan.title')}
      </Typography>
      {code && !missed ? (
        <>
          {verification.isPending && <CircularProgress aria-label={t('loading')} />}
          {verification.data && <VerificationResult answer={verification.data} />}
          <Button variant="outlined" size="large" onClick={again}>
            {t('scan.again')}
          </Button>
        </>
      ) : (
        <>
          <QrScanner key={attempt} onRead={accept} />
          {unreadable && <Alert severity="warning">{t('scan.unreadable')}</Alert>}
          {missed && (
            <Alert severity="error" data-testid="verification-missed">
              {verification.error.message}
            </Alert>
          )}
          <Stack component="form" onSubmit={submit} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label={t('scan.typeCode')}
              helperText={t('scan.typeHelp')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              fullWidth
              slotProps={{ htmlInput: { 'data-testid': 'certificate-code' } }}
            />
            {/* As tall as the field beside it: a 36 px button beside a 56 px field read as misplaced. */}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!typed.trim()}
              sx={{ minHeight: 56 }}
            >
              {t('scan.check')}
            </Button>
          </Stack>
          {/* The camera stops at the code it read: after a miss, this starts it again for another. */}
          {missed && (
            <Button variant="outlined" size="large" onClick={again}>
              {t('scan.again')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
