import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prepareUpload } from '../../../lib/prepare-upload';
import type { TAskedDocument, TFilledReport, TPhotoOutcome } from '../lib/photo-outcome';
import { PhotoReadNotice, type TReadState } from './photo-read-notice';

/**
 * The offer to photograph a document before typing what it says: the photo is read in the browser
 * while the form below stays usable, then what was found fills the form for the customer to check.
 * A photo that cannot be read says so; the form is typed as before. A photo of another document than
 * the one asked is said at once and not kept for this one.
 */
export function DocumentPhotoOffer<T>({
  label,
  hint,
  asked,
  read: readPhoto,
  onRead,
  onPhoto,
}: {
  label: string;
  hint: string;
  /** The document this offer asks for, as the warning about another one names it. */
  asked: TAskedDocument;
  read: (photo: File) => Promise<TPhotoOutcome<T>>;
  /** Fills the form with what was read, and tells which of the fields it filled need a check. */
  onRead: (reading: T, photo: File) => TFilledReport | Promise<TFilledReport>;
  /** The photo as step 7 will take it (shrunk on the phone), kept so it is not asked twice. */
  onPhoto: (photo: File) => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<TReadState>({ kind: 'idle' });
  // Only the latest photo's reading fills the form; a screen left meanwhile ignores it.
  const latest = useRef(0);
  useEffect(() => () => void (latest.current += 1), []);

  const outcomeOf = async (file: File, attempt: number): Promise<TReadState> => {
    const prepared = await prepareUpload(file);
    if (!prepared.ok) return { kind: 'unreadable' };
    // A PDF chosen from the files instead of a photo is kept as the document, but the engine reads images:
    // the camera's own, whose every pixel helps (the copy shrunk for step 7 lost the small print).
    const source = /^image\/(jpeg|png)$/.test(file.type) ? file : prepared.file;
    const outcome: TPhotoOutcome<T> = prepared.file.type.startsWith('image/')
      ? await readPhoto(source)
      : { kind: 'unreadable' };
    if (attempt !== latest.current) return { kind: 'idle' };
    if (outcome.kind === 'wrong_document') return { kind: 'wrong', looksLike: outcome.looksLike };
    onPhoto(prepared.file);
    if (outcome.kind === 'unreadable') return { kind: 'unreadable' };
    const { toCheck } = await onRead(outcome.reading, prepared.file);
    return { kind: 'read', toCheck };
  };

  const choose = async (file: File) => {
    const attempt = ++latest.current;
    setState({ kind: 'reading' });
    const next = await outcomeOf(file, attempt).catch((): TReadState => ({ kind: 'unreadable' }));
    if (attempt === latest.current) setState(next);
  };

  return (
    <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {hint}
      </Typography>
      <Button
        component="label"
        variant="outlined"
        startIcon={<PhotoCameraIcon />}
        disabled={state.kind === 'reading'}
        sx={{ textAlign: 'start' }}
      >
        {state.kind === 'idle' ? label : t('flow.photo.again')}
        <input
          hidden
          type="file"
          aria-label={label}
          accept="image/*"
          // A phone opens its back camera; elsewhere this is a file chooser.
          capture="environment"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void choose(file);
          }}
        />
      </Button>
      <Box aria-live="polite">
        {state.kind === 'reading' && (
          <>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('flow.photo.reading')}
            </Typography>
            <LinearProgress aria-label={t('flow.photo.reading')} sx={{ mt: 0.5 }} />
          </>
        )}
        <PhotoReadNotice state={state} asked={asked} />
      </Box>
    </Box>
  );
}
