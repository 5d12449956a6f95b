import { issueMessage, isMessageKey } from '@bi/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formDrafts, useKeptDraft } from './form-drafts';

/**
 * A step's form, checked by the same schema the API applies to that step (`STEPS[n].body` of the
 * domain's step map), with each refusal said in the reader's language under its field.
 */
export function useStepForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
  /**
   * Where what is typed is kept until the page is saved (form-drafts.ts), and the fields a draft never
   * restores (a read-only e-mail the page is given); none for a page of taps.
   */
  draft?: { key: string; fixed?: readonly Path<TInput>[] },
) {
  const { t } = useTranslation('errors');
  const [kept] = useState(() => (draft ? formDrafts.read<DefaultValues<TInput>>(draft.key) : null));
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema, {
      error: (issue) => {
        const { key, params } = issueMessage({
          ...issue,
          message: undefined,
          missing: issue.code === 'invalid_type' && issue.input === undefined,
        });
        return t(key, params);
      },
    }),
    defaultValues: kept ? { ...emptied(defaultValues, draft?.fixed), ...kept } : defaultValues,
    mode: 'onChange',
  });
  useKeptDraft(form, draft?.key, draft?.fixed);
  return form;
}

/**
 * The defaults a draft restores over: JSON leaves out a field the customer emptied (an office cleared
 * when the city changed), so every field but the fixed ones starts empty, not as last saved.
 */
function emptied<T extends FieldValues>(defaults: DefaultValues<T>, fixed: readonly string[] = []) {
  return Object.fromEntries(
    Object.entries(defaults).map(([field, value]) => [field, fixed.includes(field) ? value : undefined]),
  ) as DefaultValues<T>;
}

/** A schema's own message is a key of the catalogue; anything else is already text. */
export function useFieldMessage() {
  const { t } = useTranslation('errors');
  return (message: string | undefined) => (message && isMessageKey(message) ? t(message) : message);
}

/**
 * What to show under a field: a format or length refusal once the customer has left the field or
 * tried Next (not while a year is still being typed); a rule of the product (too many seats) and a
 * server's refusal at once.
 */
export function useFieldFeedback<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>) {
  const fieldMessage = useFieldMessage();
  return (name: Path<T>) => {
    const { error, isTouched } = form.getFieldState(name, form.formState);
    const shown =
      error &&
      (isTouched || form.formState.isSubmitted || error.type === 'server' || error.type === 'custom');
    return { error: Boolean(shown), helperText: shown ? fieldMessage(error.message) : undefined };
  };
}

/**
 * The server's refusals of particular fields, shown under those fields rather than only as a notice.
 * A field the form does not hold (the SMS code of the sign-up) stays in the notice: an error set on it
 * would keep Next disabled with nothing on the screen to correct.
 */
export function showServerFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
) {
  if (!(error instanceof ApiError)) return;
  const values = form.getValues();
  const held = (field: string): field is Path<T> => Object.hasOwn(values, field);
  for (const { field, message } of error.fields) {
    if (held(field)) form.setError(field, { type: 'server', message }, { shouldFocus: true });
  }
}
