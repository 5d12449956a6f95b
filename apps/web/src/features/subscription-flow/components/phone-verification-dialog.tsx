import { SMS_CODE_LENGTH } from '@bi/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneNumber, phoneText } from '../../../components/phone-number';
import { smsCodeOf } from '../../../components/sms-code-input';
import { SmsCodeStep } from '../../../components/sms-code-step';
import { useCountdown } from '../../../lib/use-countdown';
import { useSendSignupSms } from '../api/send-signup-sms';

type TProps = {
  open: boolean;
  phone: { phone: string; country_code: string };
  /** Called with the code; resolves when the sign-up is done or failed. */
  onVerify: (code: string) => Promise<void>;
  onClose: () => void;
  verifying: boolean;
};

/**
 * Spec §2: confirm the number (Rectify closes, Next sends the SMS), then six boxes with Resend (locked
 * 60 s, 00:ss) and Verify. Only its buttons (or Escape) close it, never while a request is pending: a
 * tap beside it in a ferry queue lost the code step. Reopened for the number the code went to, it is
 * still at the code step with its countdown, so the SMS already received can be typed.
 */
export function PhoneVerificationDialog({ open, phone, onVerify, onClose, verifying }: TProps) {
  const { t } = useTranslation();
  const send = useSendSignupSms();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const pending = send.isPending || verifying;
  const number = `${phone.country_code} ${phone.phone}`;
  const stage = sentTo === number ? 'code' : 'confirm';

  const sendCode = () =>
    send.mutate(phone, {
      // The step says where the code went; a notice saying it again covered the page (issue 36).
      onSuccess: (answer) => {
        countdown.restart(answer.resend_in);
        if (sentTo !== number) setCode('');
        setSentTo(number);
      },
    });
  const close = () => {
    if (!pending) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (reason === 'escapeKeyDown') close();
      }}
      fullWidth
      maxWidth="xs"
      aria-labelledby="verify-title"
    >
      <DialogTitle id="verify-title">{t('flow.verify.title')}</DialogTitle>
      <DialogContent>
        {stage === 'confirm' ? (
          <Typography>
            {t('flow.verify.confirm')} <PhoneNumber phone={phone} bold />
          </Typography>
        ) : (
          <SmsCodeStep
            instruction={t('flow.verify.enterCode', { number: phoneText(phone) })}
            code={code}
            onCodeChange={setCode}
            onCodeArrived={(arrived) => void onVerify(arrived)}
            onResend={sendCode}
            secondsLeft={countdown.secondsLeft}
            disabled={pending}
            focusFirst
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          {t('flow.verify.rectify')}
        </Button>
        {stage === 'confirm' ? (
          <Button variant="contained" onClick={sendCode} loading={send.isPending} disabled={pending}>
            {t('flow.next')}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={() => void onVerify(smsCodeOf(code))}
            disabled={smsCodeOf(code).length !== SMS_CODE_LENGTH || pending}
            loading={verifying}
          >
            {t('flow.verify.verify')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
