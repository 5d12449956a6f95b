import { SMS_CODE_LENGTH } from '@bi/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smsCodeOf } from '../../../components/sms-code-input';
import { SmsCodeStep } from '../../../components/sms-code-step';
import { notify } from '../../../lib/notifications';
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
 * 60 s, 00:ss) and Verify. The dialog cannot be closed while a request is pending.
 */
export function PhoneVerificationDialog({ open, phone, onVerify, onClose, verifying }: TProps) {
  const { t } = useTranslation();
  const send = useSendSignupSms();
  const countdown = useCountdown();
  const [stage, setStage] = useState<'confirm' | 'code'>('confirm');
  const [code, setCode] = useState('');
  const pending = send.isPending || verifying;
  const number = `+${phone.country_code} ${phone.phone}`;

  const sendCode = () =>
    send.mutate(phone, {
      onSuccess: (answer) => {
        notify('info', answer.message);
        countdown.restart(answer.resend_in);
        setStage('code');
      },
    });
  const close = () => {
    if (pending) return;
    setStage('confirm');
    setCode('');
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="verify-title">
      <DialogTitle id="verify-title">{t('flow.verify.title')}</DialogTitle>
      <DialogContent>
        {stage === 'confirm' ? (
          <Typography>
            {t('flow.verify.confirm')} <bdi style={{ fontWeight: 700 }}>{number}</bdi>
          </Typography>
        ) : (
          <SmsCodeStep
            instruction={t('flow.verify.enterCode', { number })}
            code={code}
            onCodeChange={setCode}
            onResend={sendCode}
            secondsLeft={countdown.secondsLeft}
            disabled={pending}
          />
        )}
      </DialogContent>
      <DialogActions>
        {stage === 'confirm' ? (
          <>
            <Button onClick={close} disabled={pending}>
              {t('flow.verify.rectify')}
            </Button>
            <Button variant="contained" onClick={sendCode} loading={send.isPending}>
              {t('flow.next')}
            </Button>
          </>
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
