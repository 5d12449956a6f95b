import { requiredDocuments, type TDocumentField, type TSouscriptionAnswer } from '@bi/domain';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';
import { useFlowSubscription } from '../api/get-subscription';
import { useSaveStep } from '../api/save-step';
import { DocumentPicker, type TUploaded } from '../components/document-picker';
import { FlowLayout } from '../components/flow-layout';
import { StepActions } from '../components/step-actions';
import { SubscriptionGate } from '../components/subscription-gate';

type TJson = Record<string, string | undefined>;

function DocumentsForm({ subscription }: { subscription: TSouscriptionAnswer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveStep(subscription._id, 7);
  const personType = (subscription.user_info as { type: 'physique' | 'morale' | 'corporation' }).type;
  const fields = requiredDocuments(personType);
  const stored = (subscription.documents_info ?? {}) as TJson;
  const [files, setFiles] = useState<Partial<Record<TDocumentField, TUploaded>>>(() =>
    Object.fromEntries(
      fields
        .filter((field) => stored[field])
        .map((field) => [field, { file_id: stored[field]!, file_name: stored[`${field}_name`] ?? '' }]),
    ),
  );
  // Spec §2: the browser's back button does not leave step 7.
  useBlocker(({ historyAction }) => historyAction === 'POP');
  const complete = fields.every((field) => files[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (subscription.payment_info.is_paid) return navigate('/souscriptions/signature');
    if (!complete) return;
    const body = Object.fromEntries(
      fields.flatMap((field) => [
        [field, files[field]!.file_id],
        [`${field}_name`, files[field]!.file_name],
      ]),
    );
    save.mutate(body, { onSuccess: () => navigate('/souscriptions/payment') });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Typography sx={{ mb: 1 }}>{t('flow.step7.intro')}</Typography>
      {fields.map((field) => (
        <DocumentPicker
          key={field}
          label={t(`flow.step7.documents.${field}`)}
          value={files[field]}
          onUploaded={(file) => setFiles((current) => ({ ...current, [field]: file }))}
        />
      ))}
      <StepActions back="/souscriptions/step6" nextDisabled={!complete} loading={save.isPending} />
    </form>
  );
}

/** /souscriptions/step7: the documents, then payment. */
export function Step7Page() {
  const { t } = useTranslation();
  const subscription = useFlowSubscription();
  return (
    <FlowLayout stage="signature" title={t('flow.step7.title')}>
      <SubscriptionGate query={subscription}>
        {(data) => <DocumentsForm subscription={data} />}
      </SubscriptionGate>
    </FlowLayout>
  );
}
