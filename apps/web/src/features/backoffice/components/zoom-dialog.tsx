import CloseIcon from '@mui/icons-material/Close';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const ZOOMS = [1, 1.5, 2, 3, 4] as const;

/** A document photo full screen, zoomed in steps and scrolled: a licence number must be readable. */
export function ZoomDialog({ src, title, onClose }: { src: string; title: string; onClose: () => void }) {
  const { t } = useTranslation('backoffice');
  const [step, setStep] = useState(0);
  const zoom = ZOOMS[step] ?? 1;
  return (
    <Dialog open fullScreen onClose={onClose} aria-label={title}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 1, p: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography sx={{ flex: 1 }} noWrap>
          {title}
        </Typography>
        <IconButton
          aria-label={t('documents.zoomOut')}
          disabled={step === 0}
          onClick={() => setStep(step - 1)}
        >
          <ZoomOutIcon />
        </IconButton>
        <Typography aria-live="polite">{`${Math.round(zoom * 100)} %`}</Typography>
        <IconButton
          aria-label={t('documents.zoomIn')}
          disabled={step === ZOOMS.length - 1}
          onClick={() => setStep(step + 1)}
        >
          <ZoomInIcon />
        </IconButton>
        <IconButton aria-label={t('documents.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ flex: 1, overflow: 'auto', bgcolor: 'grey.900' }}>
        <img src={src} alt={title} style={{ width: `${zoom * 100}%`, maxWidth: 'none', display: 'block' }} />
      </Box>
    </Dialog>
  );
}
