import {
  DOCUMENT_FIELDS,
  documentNameKey,
  IDENTITY_TYPES,
  requiredDocuments,
  requiresIdentityNumber,
  STEPS,
  type TDocumentField,
  type TIdentityType,
  type TSouscriptionAnswer,
} from '@bi/domain';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { backLeavesPage } from '../../../lib/dialog-in-history';
import { notify } from '../../../lib/notifications';
import { usePreviousDocuments } from '../api/get-latest-open';
import { useFlowSubscription } from '../api/get-subscription';
import { usePayLink } from '../api/request-pay-link';
import { useSaveStep } from '../api/save-step';
import { ChoiceChips } from '../components/choice-chips';
import { DocumentPicker, type TUploaded } from '../components/document-picker';
import { FlowLayout } from '../components/flow-layout';
import { PaymentSummary } from '../components/payment-summary';
import { keptUploads, uploadKeptPhotos, type TKeptField } from '../lib/kept-photos';
import { step7Choices } from '../lib/step7-choices';
import { useResetWhenRestored } from '../lib/use-reset-when-restored';
import { StepActions } from '../components/step-actions';
import { SubscriptionGate } from '../components/subscription-gate';
import { stepPath } from '../../../lib/flow-paths';
import { flowPath } from '../../../lib/flow-pages';
import { flowState } from '../../../lib/flow-state';

type TByDocument<T> = Partial<Record<TDocumentField, T>>;

/** The photos read earlier in the flow (identity, registration) that this step asks for. */
const photographed = (
  fields: readonly TDocumentField[],
  kept: Partial<Record<TKeptField, TUploaded>>,
): TByDocument<TUploaded> =>
  Object.fromEntries(fields.flatMap((field) => (field in kept ? [[field, kept[field as TKeptField]]] : [])));

function DocumentsForm({ subscription }: { subscription: TSouscriptionAnswer }) {
  const { t } = useTranslation(['common', 'errors']);
  const navigate = useNavigate();
  const save = useSaveStep(subscription._id, 7);
  const pay = usePayLink(subscription._id);
  useResetWhenRestored(pay.reset);
  // Step 0 always sets the type; a person's documents otherwise, as the server decides.
  const personType = subscription.user_info.type ?? 'physique';
  const personal = requiresIdentityNumber(personType);
  const stored = subscription.documents_info;
  const [chosen] = useState(() => step7Choices.of(subscription._id));
  // As chosen here before a reload, else as saved, else as the identity photo read on /create said; an
  // identity card when nothing says.
  const [identityType, setIdentityType] = useState<TIdentityType>(
    () => chosen.identityType ?? stored?.identity_type ?? flowState.identityType() ?? 'identity_card',
  );
  const fields = useMemo(() => requiredDocuments(personType, identityType), [personType, identityType]);
  // The photos read earlier in the flow are already chosen, still replaceable; then what was saved, then
  // what was uploaded here since.
  const [files, setFiles] = useState<TByDocument<TUploaded>>(() => ({
    ...photographed(fields, keptUploads(subscription._id)),
    ...Object.fromEntries(
      fields.flatMap((field) => {
        const fileId = stored?.[field];
        const file =
          chosen.files[field] ?? (fileId && { file_id: fileId, file_name: stored?.[`${field}_name`] ?? '' });
        return file ? [[field, file]] : [];
      }),
    ),
  }));
  // A returning customer's documents from their latest contract, for a new purchase (an extension
  // carries its own): chosen where nothing else is, and given way to a photo taken in this flow.
  const reused = useRef(new Set<TDocumentField>());
  const previous = usePreviousDocuments(subscription, !stored && !subscription.extended_from).data;
  useEffect(() => {
    if (!previous) return;
    setFiles((current) => {
      const next = { ...current };
      for (const field of DOCUMENT_FIELDS) {
        const fileId = previous[field];
        if (!fileId || next[field]) continue;
        next[field] = { file_id: fileId, file_name: previous[`${field}_name`] ?? '' };
        reused.current.add(field);
      }
      return next;
    });
    if (previous.identity_type && !chosen.identityType && !flowState.identityType())
      setIdentityType(previous.identity_type);
  }, [previous, chosen.identityType]);
  // A photo whose upload had not happened yet (or failed) is sent now; what the customer chose here stays.
  useEffect(() => {
    void uploadKeptPhotos(subscription._id).then((kept) =>
      setFiles((current) => {
        const fresh = photographed(fields, kept);
        const next = { ...fresh, ...current };
        for (const field of Object.keys(fresh) as TDocumentField[])
          if (reused.current.delete(field)) next[field] = fresh[field];
        return next;
      }),
    );
  }, [subscription._id, fields]);
  // The server's refusal of a document (missing, or not an upload of this customer), shown under it.
  const [refused, setRefused] = useState<TByDocument<string>>({});
  // Spec §2: the browser's back button does not leave step 7.
  useBlocker(backLeavesPage);
  const complete = fields.every((field) => files[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (subscription.payment_info.is_paid) return navigate(flowPath('signature'));
    if (!complete) return;
    const body = {
      ...Object.fromEntries(
        fields.flatMap((field) => [
          [field, files[field]!.file_id],
          [`${field}_name`, files[field]!.file_name],
        ]),
      ),
      ...(personal && { identity_type: identityType }),
    };
    // Spec §4: the documents saved, the browser leaves for the card page at once; should the link
    // fail, the payment page says so and offers to try again.
    save.mutate(body, {
      onSuccess: () => {
        step7Choices.clear();
        pay.mutate(undefined, {
          onError: (error) => {
            // The payment page offers to try again; the reason, told here, goes with it.
            if (!(error instanceof ApiError && error.sessionExpired))
              notify('error', errorMessage(error), {
                forNextPage: true,
              });
            navigate(flowPath('payment'));
          },
        });
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        // A refused file is not offered again after a reload as if it were sent.
        for (const { field } of error.fields)
          if (fields.some((document) => document === field)) step7Choices.forgetFile(field as TDocumentField);
        setRefused(
          Object.fromEntries(
            error.fields.flatMap(({ field, message }) =>
              fields.some((document) => document === field) ? [[field, message]] : [],
            ),
          ),
        );
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Typography sx={{ mb: 1 }}>{t('flow.step7.intro')}</Typography>
      {personal && (
        <ChoiceChips
          label={t('flow.step7.identityType')}
          choices={IDENTITY_TYPES.map((type) => ({
            value: type,
            label: t(`flow.step7.identityTypes.${type}`),
          }))}
          value={identityType}
          onChange={(type) => {
            setIdentityType(type);
            step7Choices.keepIdentityType(subscription._id, type);
          }}
        />
      )}
      {fields.map((field) => (
        <DocumentPicker
          key={field}
          label={t(`flow.step7.documents.${documentNameKey(field, identityType)}`)}
          value={files[field]}
          refusal={refused[field]}
          onUploaded={(file) => {
            step7Choices.keepFile(subscription._id, field, file);
            setFiles((current) => ({ ...current, [field]: file }));
            setRefused((current) => ({ ...current, [field]: undefined }));
          }}
        />
      ))}
      {!subscription.payment_info.is_paid && <PaymentSummary subscription={subscription} />}
      <StepActions
        back={stepPath(6)}
        nextDisabled={!complete}
        // Still loading once the link is there: the browser is leaving for the card page.
        loading={save.isPending || pay.isPending || pay.isSuccess}
        nextLabel={subscription.payment_info.is_paid ? undefined : t('flow.payment.pay')}
      />
    </form>
  );
}

/** /souscriptions/step7: the documents, then payment. */
export function Step7Page() {
  const { t } = useTranslation();
  const subscription = useFlowSubscription();
  return (
    <FlowLayout stage={STEPS[7].stage} title={t('flow.step7.title')}>
      <SubscriptionGate query={subscription}>
        {(data) => <DocumentsForm subscription={data} />}
      </SubscriptionGate>
    </FlowLayout>
  );
}
