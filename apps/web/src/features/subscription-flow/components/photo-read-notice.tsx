import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import type { TAskedDocument, TPhotographedDocument } from '../lib/photo-outcome';

export type TReadState =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'read'; toCheck: string[] }
  | { kind: 'wrong'; looksLike: TPhotographedDocument }
  | { kind: 'unreadable' };

/**
 * The outcome of a photo's reading. "Read" in green only when every field it filled was confirmed by
 * the reading; otherwise the fields to check are named, never under a success badge.
 */
export function PhotoReadNotice({ state, asked }: { state: TReadState; asked: TAskedDocument }) {
  const { t } = useTranslation();
  if (state.kind === 'read' && state.toCheck.length === 0)
    return (
      <Alert severity="success" sx={{ mt: 1 }} data-testid="photo-outcome">
        {t('flow.photo.read')}
      </Alert>
    );
  if (state.kind === 'read')
    return (
      <Alert severity="warning" sx={{ mt: 1 }} data-testid="photo-outcome">
        {t('flow.photo.readPartly', {
          fields: new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(state.toCheck),
        })}
      </Alert>
    );
  if (state.kind === 'wrong')
    return (
      <Alert severity="error" sx={{ mt: 1 }} data-testid="photo-outcome">
        {t(`flow.photo.looksLike.${state.looksLike}`)} {t(`flow.photo.${asked}.retake`)}
      </Alert>
    );
  if (state.kind === 'unreadable')
    return (
      <Alert severity="warning" sx={{ mt: 1 }} data-testid="photo-outcome">
        {t('flow.photo.unreadable')}
      </Alert>
    );
  return null;
}
