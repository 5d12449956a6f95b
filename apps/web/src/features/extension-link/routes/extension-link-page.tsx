import type { TExtensionLinkAnswer } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PublicLookupPage } from '../../../components/public-lookup-page';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { extensionLinkReturn, type TExtensionLinkHeld } from '../../../lib/extension-link-return';
import { formatAmount } from '../../../lib/format';
import { replacePage } from '../../../lib/leave-page';
import { useExtensionLink } from '../api/open-extension-link';
import { usePayExtensionLink } from '../api/pay-extension-link';
import { ClosedOfficeChoice } from '../components/closed-office-choice';
import { ExtensionLinkSummary } from '../components/extension-link-summary';
import { PayExtensionButton } from '../components/pay-extension-button';
import { PeriodOffChoice } from '../components/period-off-choice';
import { SignInTo } from '../components/sign-in-to';

/**
 * What the link offers at this point: pay (an open office or an offered period chosen first where the
 * contract's was closed or switched off since), wait for the contract to be sealed, sign, or nothing left.
 */
function ExtensionStep({
  link,
  answer,
  refused,
  periodeId,
  onChoosePeriod,
}: {
  link: TExtensionLinkHeld;
  answer: TExtensionLinkAnswer;
  refused: boolean;
  periodeId: number | null;
  onChoosePeriod: (periodeId: number) => void;
}) {
  const { t } = useTranslation();
  const pay = usePayExtensionLink(link);
  const [officeId, setOfficeId] = useState<number | null>(null);
  const { statut } = answer.extension;
  // A period switched off since the sale is replaced by one offered today, at the price it is listed with.
  const periodOff = answer.period_off;
  const period = answer.offered_periods.find((offered) => offered.periode_Id === periodeId);
  // None offered today: nothing to pay here, the sign-in is the way on (said by the period's choice).
  const nothingToPay = periodOff && answer.offered_periods.length === 0;
  const total = periodOff ? period?.primeTotal : answer.extension.simulation_result?.primeTotal;
  // Back from the card page, the signature opens by itself once its page exists.
  useEffect(() => {
    if (statut === 'paid' && answer.signing_url) {
      extensionLinkReturn.clear();
      replacePage(answer.signing_url);
    }
  }, [statut, answer.signing_url]);
  // A closed office is replaced by one of its city's open ones before paying (decision 040's addendum).
  const closed = answer.office_closed;
  const chosen = answer.open_offices.find((open) => open.intermediaire_Id === officeId);
  const office = chosen && { ville_entree: chosen.ville_Id, bureau_gestion: chosen.intermediaire_Id };
  if (statut === 'signed')
    return (
      <Alert severity="success" data-testid="extension-signed">
        {t('extensionLink.signed', { code: answer.extension.code_str })}
      </Alert>
    );
  if (statut === 'paid')
    return (
      <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
        <Alert severity="success">{t('extensionLink.paid')}</Alert>
        <CircularProgress aria-label={t('extensionLink.preparing')} size={28} />
      </Stack>
    );
  return (
    <Stack sx={{ gap: 2 }}>
      {total !== undefined && (
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }} data-testid="summary-total">
          <bdi>{formatAmount(total)}</bdi>
        </Typography>
      )}
      {/* "Same office" would be untrue: the office is chosen again below. */}
      {closed ? (
        <ClosedOfficeChoice
          contractId={link.id}
          offices={answer.open_offices}
          chosen={officeId}
          onChoose={setOfficeId}
        />
      ) : (
        <Typography variant="body2">{t('extensionLink.sameCover')}</Typography>
      )}
      {periodOff && (
        <PeriodOffChoice
          contractId={link.id}
          periods={answer.offered_periods}
          chosen={periodeId}
          onChoose={onChoosePeriod}
        />
      )}
      {refused && <Alert severity="warning">{t('extensionLink.refused')}</Alert>}
      {pay.isError && <Alert severity="error">{errorMessage(pay.error)}</Alert>}
      {!nothingToPay && (
        <PayExtensionButton
          missing={
            closed && office === undefined ? 'office' : periodOff && period === undefined ? 'period' : null
          }
          loading={pay.isPending || pay.isSuccess}
          onPay={() => pay.mutate({ office, periode_Id: period?.periode_Id })}
        />
      )}
    </Stack>
  );
}

/** The summary and the step under it, which share the period chosen where the contract's was switched off. */
function ExtensionLinkBody({
  link,
  answer,
  refused,
}: {
  link: TExtensionLinkHeld;
  answer: TExtensionLinkAnswer;
  refused: boolean;
}) {
  const [periodeId, setPeriodeId] = useState<number | null>(null);
  const chosen = answer.offered_periods.find((offered) => offered.periode_Id === periodeId);
  return (
    <Stack sx={{ gap: 2 }}>
      <ExtensionLinkSummary answer={answer} chosen={chosen} />
      <ExtensionStep
        link={link}
        answer={answer}
        refused={refused}
        periodeId={periodeId}
        onChoosePeriod={setPeriodeId}
      />
    </Stack>
  );
}

/**
 * The server's word on a link it will not act on (expired, contract extended or ending), and the way
 * on: the sign-in, then that contract; an unknown one (404) leads to the sign-in alone.
 */
function Refusal({ refusal, contractId }: { refusal: TRefusal; contractId: string }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 2 }}>
      <Alert severity="warning" data-testid="extension-refused">
        {refusal.message}
      </Alert>
      {refusal.known ? (
        <SignInTo target="detail" contractId={contractId} />
      ) : (
        <Button component={RouterLink} to="/auth/signin" variant="outlined">
          {t('extensionLink.signIn')}
        </Button>
      )}
    </Stack>
  );
}

type TRefusal = { message: string; known: boolean };

/** The link's own refusals: said in words, never offered again with Retry. */
const refusalOf = (error: Error | null): TRefusal | null =>
  error instanceof ApiError && [401, 404, 409].includes(error.status)
    ? { message: error.message, known: error.status !== 404 }
    : null;

/**
 * /prolonger/:id?t=…: the renewal reminder's link opened on a phone that is not signed in (decision
 * 039). It shows that contract's extension alone, already filled: one tap confirms and pays, then the
 * signing page. A link that cannot be used (expired, contract already extended) says why and offers
 * the sign-in.
 */
export function ExtensionLinkPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const link = { id, token: search.get('t') ?? '' };
  const query = useExtensionLink(link);
  const refusal = refusalOf(query.error);
  return (
    <PublicLookupPage
      title={t('extensionLink.title')}
      query={query}
      loadFailed={t('extensionLink.loadFailed')}
      notFound={refusal && <Refusal refusal={refusal} contractId={id} />}
      refused={refusal && <Refusal refusal={refusal} contractId={id} />}
    >
      {(answer) => <ExtensionLinkBody link={link} answer={answer} refused={search.get('refused') === '1'} />}
    </PublicLookupPage>
  );
}
