import { SMS_CODE_LENGTH, type TSigningRequestAnswer } from '@bi/domain';
import DrawIcon from '@mui/icons-material/Draw';
import SmsIcon from '@mui/icons-material/Sms';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { signingRequestKey } from '../../../api/get-signing-request';
import { smsCodeOf } from '../../../components/sms-code-input';
import { SmsCodeStep } from '../../../components/sms-code-step';
import { ApiError } from '../../../lib/api-client';
import { useCountdown } from '../../../lib/use-countdown';
import { useSendSigningCode } from '../api/send-signing-code';
import { useSignContract } from '../api/sign-contract';

/**
 * Signing a pending request: the code is sent by SMS as the page opens (Resend locked for the server's delay),
 * typed in six boxes, and the contract is signed with it; the page then turns into the confirmation with
 * both documents (the signer may have no session on this phone: a sign-in page would hide it worked). A code
 * still alive when the page is (re)opened is kept, not replaced: the boxes are there at once, for the SMS
 * the signer has. Only Resend replaces it. Once the code is refused, the request is read again: a code
 * expired or locked is no longer said to be sent, and the page asks for a new one.
 */
export function SigningForm({ request }: { request: TSigningRequestAnswer }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const countdown = useCountdown(request.resend_in);
  const [sent, setSent] = useState(request.code_alive || request.resend_in > 0);
  const send = useSendSigningCode(request.demande, (seconds) => {
    countdown.restart(seconds);
    setSent(true);
  });
  const sign = useSignContract(request.demande);
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const typed = smsCodeOf(code);
  // Isolated left to right: in Arabic, the number's + and digits would otherwise be reordered.
  const phone = `\u2066${request.phone_masked}\u2069`;
  const busy = send.isPending || sign.isPending;

  // Said in the form, under the boxes: as a notice it covered the page's heading for ten seconds.
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const sendCode = (resend: boolean) =>
    send.mutate(resend, { onSuccess: (answer) => setCodeSent(answer.message) });
  // Opened to sign, the code goes at once: one tap fewer (decision 027); Resend stays for a lost SMS.
  const sendOnArrival = useRef(!sent);
  useEffect(() => {
    if (!sendOnArrival.current) return;
    sendOnArrival.current = false;
    sendCode(false);
  });
  const signWith = (code: string) => {
    if (code.length !== SMS_CODE_LENGTH || busy) return;
    setRefusal(null);
    sign.mutate(code, {
      onSuccess: (answer) => queryClient.setQueryData(signingRequestKey(request.demande), answer),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        // Read again: signed meanwhile (another tab, a double tap), it shows the confirmation; refused, it
        // says whether the code can still sign (a wrong digit) or not (expired, locked).
        void queryClient.invalidateQueries({ queryKey: signingRequestKey(request.demande) });
        if (error.status === 409) return;
        setRefusal(error.fields.find((field) => field.field === 'code')?.message ?? error.message);
      },
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signWith(typed);
  };

  if (!sent)
    return (
      <Stack sx={{ gap: 1.5 }}>
        <Typography>{t('signing.codeWillGo', { phone })}</Typography>
        <Button
          onClick={() => sendCode(false)}
          loading={send.isPending}
          disabled={countdown.secondsLeft > 0}
          variant="contained"
          size="large"
          startIcon={<SmsIcon />}
        >
          {t('signing.sendCode')}
        </Button>
      </Stack>
    );
  return (
    <Stack component="form" onSubmit={submit} noValidate sx={{ gap: 2 }}>
      <SmsCodeStep
        instruction={t(request.code_alive ? 'signing.enterCode' : 'signing.askNewCode', { phone })}
        code={code}
        onCodeChange={(next) => {
          setCode(next);
          setRefusal(null);
        }}
        // Signing is the customer's own act (law 53-05, the consent below): a code the phone filled
        // still waits for the tap on Sign.
        onResend={() => sendCode(true)}
        secondsLeft={countdown.secondsLeft}
        disabled={busy}
      />
      {codeSent && request.code_alive && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {codeSent}
        </Typography>
      )}
      {refusal && (
        <Typography color="error" role="alert" sx={{ textAlign: 'center' }}>
          {refusal}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('signing.consent')}
      </Typography>
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<DrawIcon />}
        disabled={typed.length !== SMS_CODE_LENGTH}
        loading={sign.isPending}
      >
        {t('signing.sign')}
      </Button>
    </Stack>
  );
}
