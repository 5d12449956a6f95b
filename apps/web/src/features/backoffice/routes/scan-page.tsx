import { readVerificationCode } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffVerification } from '../api/get-staff-verification';
import { QrScanner } from '../components/qr-scanner';
import { VerificationResult } from '../components/verification-result';

/**
 * The counter's first gesture: point the phone at the certificate's QR code (or type the code printed
 * under it, the certificate's number or the contract's) and see at once whether it covers, for which
 * vehicle and which person.
 */
export function ScanPage() {
  const { t } = useTranslation('backoffice');
  const [code, setCode] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [unreadable, setUnreadable] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const verification = useStaffVerification(code);

  const accept = useCallback((text: string) => {
    const read = readVerificationCode(text);
    setUnreadable(!read);
    setCode(read);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    accept(typed);
  };
  const again = () => {
    setCode(null);
    setTyped('');
    setUnreadable(false);
    setAttempt((count) => count + 1);
  };

  return (
    <Stack sx={{ gap: 2, maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        {t('scan.title')}
      </Typography>
      {code ? (
        <>
          {verification.isPending && <CircularProgress aria-label={t('loading')} />}
          {verification.isError && <Alert severity="error">{verification.error.message}</Alert>}
          {verification.data && <VerificationResult answer={verification.data} />}
          <Button variant="outlined" size="large" onClick={again}>
            {t('scan.again')}
          </Button>
        </>
      ) : (
        <>
          <QrScanner key={attempt} onRead={accept} />
          {unreadable && <Alert severity="warning">{t('scan.unreadable')}</Alert>}
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
            <Button type="submit" variant="contained" disabled={!typed.trim()}>
              {t('scan.check')}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
