import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../lib/use-countdown';
import { SmsCodeInput } from './sms-code-input';

/** The code step of every SMS check: what to do, the six boxes, and Resend locked for the countdown. */
export function SmsCodeStep(props: {
  instruction: string;
  code: string;
  onCodeChange: (code: string) => void;
  onResend: () => void;
  secondsLeft: number;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography>{props.instruction}</Typography>
      <SmsCodeInput value={props.code} onChange={props.onCodeChange} disabled={props.disabled} />
      <Button
        onClick={props.onResend}
        disabled={props.secondsLeft > 0 || props.disabled}
        sx={{ alignSelf: 'center' }}
      >
        {props.secondsLeft > 0
          ? t('auth.resendIn', { time: formatCountdown(props.secondsLeft) })
          : t('auth.resend')}
      </Button>
    </Stack>
  );
}
