import { samePhone, SMS_CODE_LENGTH, type TUserAnswer } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKnownResidence } from '../../../api/get-known-residence';
import { PhoneInput, phonePayload, phoneValueOf, type TPhoneValue } from '../../../components/phone-input';
import { smsCodeOf } from '../../../components/sms-code-input';
import { SmsCodeStep } from '../../../components/sms-code-step';
import { notify, useOwnNotice } from '../../../lib/notifications';
import { useCountdown } from '../../../lib/use-countdown';
import { useChangePhone } from '../api/change-phone';
import { useSendPhoneCode } from '../api/send-phone-code';

/** My profile: names and e-mail read only; the phone changes once an SMS code proves the new number. */
export function EditProfileDialog({
  open,
  onClose,
  user,
}: {
  open: boolean;
  onClose: () => void;
  user: TUserAnswer;
}) {
  const { t } = useTranslation(['common', 'errors']);
  const sendCode = useSendPhoneCode();
  const changePhone = useChangePhone();
  const countdown = useCountdown();
  const residence = useKnownResidence(open).data;
  // Until the customer writes or picks, the field shows the stored number; one without its country (or
  // none) is presumed from the residence, which may be read after the dialog opens.
  const [edited, setPhone] = useState<TPhoneValue | null>(null);
  const phone = edited ?? phoneValueOf(user.phone, user.country_code, residence);
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [code, setCode] = useState('');
  const pending = sendCode.isPending || changePhone.isPending;
  const typed = phonePayload(phone);
  const unchanged = samePhone(user, typed);

  const codeSent = useOwnNotice();
  const close = () => {
    codeSent.clear();
    setStep('phone');
    setCode('');
    setPhone(null);
    onClose();
  };
  const send = () =>
    sendCode.mutate(typed, {
      onSuccess: (answer) => {
        codeSent.show('info', answer.message);
        countdown.restart(answer.resend_in);
        setStep('code');
      },
    });
  const verify = (smsCode: string) =>
    changePhone.mutate(
      { ...typed, sms_code: smsCode },
      {
        onSuccess: () => {
          notify('success', t('errors:auth.phoneChanged'));
          close();
        },
      },
    );

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        // A stray tap beside the dialog must not lose the code step.
        if (reason === 'escapeKeyDown' && !pending) close();
      }}
      fullWidth
      maxWidth="xs"
      aria-labelledby="profile-title"
    >
      <DialogTitle id="profile-title">{t('profile.edit.title')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            label={t('auth.firstName')}
            value={user.first_name ?? ''}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <TextField
            label={t('auth.lastName')}
            value={user.last_name ?? user.raison_sociale ?? ''}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <TextField
            label={t('auth.email')}
            value={user.email}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <PhoneInput
            label={t('auth.phone')}
            value={phone}
            onChange={setPhone}
            disabled={step === 'code' || pending}
          />
          {(sendCode.error ?? changePhone.error) && (
            <Alert severity="error" role="alert">
              {(sendCode.error ?? changePhone.error)!.message}
            </Alert>
          )}
          {step === 'code' && (
            <SmsCodeStep
              instruction={t('profile.edit.enterCode')}
              code={code}
              onCodeChange={setCode}
              onCodeArrived={verify}
              onResend={send}
              secondsLeft={countdown.secondsLeft}
              disabled={pending}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          {t('common.cancel')}
        </Button>
        {step === 'phone' ? (
          <Button
            variant="contained"
            onClick={send}
            // No calling code yet while the number's country is asked about.
            disabled={unchanged || !user.email || pending || !typed.phone || !typed.country_code}
            loading={sendCode.isPending}
          >
            {t('profile.edit.sendCode')}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={() => verify(smsCodeOf(code))}
            disabled={smsCodeOf(code).length !== SMS_CODE_LENGTH || pending}
            loading={changePhone.isPending}
          >
            {t('profile.edit.verify')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
