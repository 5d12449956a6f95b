import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prepareUpload } from '../../../lib/prepare-upload';

type TReadState = 'idle' | 'reading' | 'read' | 'unreadable';

/**
 * The offer to photograph a document before typing what it says: the photo is read in the browser
 * while the form below stays usable, then what was found fills the form for the customer to check.
 * A photo that cannot be read says so; the form is typed as before.
 */
export function DocumentPhotoOffer<T>({
  label,
  hint,
  read: readPhoto,
  onRead,
  onPhoto,
}: {
  label: string;
  hint: string;
  /** What the photo says, or null when nothing reliable was found. */
  read: (photo: File) => Promise<T | null>;
  /** What was read, with the photo it was read in. */
  onRead: (reading: T, photo: File) => void;
  /** The photo as step 7 will take it (shrunk on the phone), kept so it is not asked twice. */
  onPhoto: (photo: File) => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<TReadState>('idle');
  // Only the latest photo's reading fills the form; a screen left meanwhile ignores it.
  const latest = useRef(0);
  useEffect(() => () => void (latest.current += 1), []);

  const choose = async (file: File) => {
    const attempt = ++latest.current;
    setState('reading');
    const read = await prepareUpload(file)
      .then(async (prepared) => {
        if (!prepared.ok) return null;
        if (attempt === latest.current) onPhoto(prepared.file);
        const reading = await readPhoto(prepared.file);
        return reading && { reading, photo: prepared.file };
      })
      .catch(() => null);
    if (attempt !== latest.current) return;
    if (read) onRead(read.reading, read.photo);
    setState(read ? 'read' : 'unreadable');
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
        disabled={state === 'reading'}
        sx={{ textAlign: 'start' }}
      >
        {state === 'idle' ? label : t('flow.photo.again')}
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
        {state === 'reading' && (
          <>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('flow.photo.reading')}
            </Typography>
            <LinearProgress aria-label={t('flow.photo.reading')} sx={{ mt: 0.5 }} />
          </>
        )}
        {state === 'read' && (
          <Alert severity="success" sx={{ mt: 1 }}>
            {t('flow.photo.read')}
          </Alert>
        )}
        {state === 'unreadable' && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('flow.photo.unreadable')}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
