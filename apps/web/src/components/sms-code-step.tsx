import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../lib/use-countdown';
import { useWebOtp } from '../lib/use-web-otp';
import { SmsCodeInput } from './sms-code-input';

/**
 * The code step of every SMS check: what to do, the six boxes, and Resend locked for the countdown.
 * Where the browser reads the SMS itself (WebOTP), its code fills the boxes; with `onCodeArrived`, a
 * whole code that arrived on its own (WebOTP, the phone's suggestion, a paste) is submitted at once:
 * the customer only allows it. Without it (a signature, an act of will), the customer still taps.
 */
export function SmsCodeStep(props: {
  instruction: string;
  code: string;
  onCodeChange: (code: string) => void;
  onCodeArrived?: (code: string) => void;
  onResend: () => void;
  secondsLeft: number;
  disabled: boolean;
  /** In a dialog whose step just changed: the first box takes the focus the Next button had. */
  focusFirst?: boolean;
}) {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  useWebOtp((code) => {
    props.onCodeChange(code);
    props.onCodeArrived?.(code);
  }, round);
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography>{props.instruction}</Typography>
      <SmsCodeInput
        value={props.code}
        onChange={props.onCodeChange}
        onWholeCode={props.onCodeArrived}
        disabled={props.disabled}
        autoFocus={props.focusFirst}
      />
      <Button
        onClick={() => {
          setRound((current) => current + 1);
          props.onResend();
        }}
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
