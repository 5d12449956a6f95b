import type { TAuthorityKey } from '@bi/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useSetAuthorityKeyBudgets } from '../api/authority-keys';
import { AdminDialog } from './admin-dialog';
import { BudgetField, budgetCount } from './authority-key-budget-field';

const FIELDS = ['per_minute', 'per_hour'];

/** A key's lookups per minute and per hour, from its current ones; in force from its next lookup. */
export function AuthorityKeyBudgetsDialog({
  authorityKey,
  onClose,
}: {
  authorityKey: TAuthorityKey;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSetAuthorityKeyBudgets();
  const [perMinute, setPerMinute] = useState(String(authorityKey.per_minute));
  const [perHour, setPerHour] = useState(String(authorityKey.per_hour));
  const authority = authorityKey.authority;
  const submit = () =>
    save.mutate(
      { id: authorityKey.id, per_minute: budgetCount(perMinute), per_hour: budgetCount(perHour) },
      {
        onSuccess: () => {
          notify('success', t('authorities.budgets.done', { authority }));
          onClose();
        },
      },
    );
  const errorOf = (field: string) => fieldError(save.error, field);
  return (
    <AdminDialog
      title={t('authorities.budgets.title', { authority })}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      error={save.error && !FIELDS.some(errorOf) ? save.error : null}
      confirm={{ label: t('authorities.budgets.confirm') }}
    >
      <BudgetField
        label={t('authorities.create.perMinute')}
        value={perMinute}
        onChange={setPerMinute}
        error={errorOf('per_minute')}
      />
      <BudgetField
        label={t('authorities.create.perHour')}
        value={perHour}
        onChange={setPerHour}
        error={errorOf('per_hour')}
      />
    </AdminDialog>
  );
}
