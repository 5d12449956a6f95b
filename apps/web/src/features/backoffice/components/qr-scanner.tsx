import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createQrDecoder } from '../lib/qr-decoder';

type TCameraState = 'starting' | 'scanning' | 'denied' | 'unavailable';

/** How often a frame is read: often enough to feel instant, rarely enough to spare a phone's battery. */
const SCAN_EVERY_MS = 150;

/**
 * The back camera's picture with a frame to aim at; each QR code read is handed over, and the camera
 * stops at the first one `onRead` takes. One it does not take (a QR code that is no certificate's, a
 * shop's on the same counter) leaves the camera reading, for the right one. Without a camera (or
 * without the permission) it says so: the code can be typed below.
 */
export function QrScanner({ onRead }: { onRead: (text: string) => boolean }) {
  const { t } = useTranslation('backoffice');
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<TCameraState>('starting');

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setState('unavailable');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        // Refused by the person or the browser's settings, or simply no camera on this device.
        return setState(
          error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'unavailable',
        );
      }
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const decode = await createQrDecoder();
      setState('scanning');
      const scan = async () => {
        if (stopped) return;
        const text = element.readyState >= element.HAVE_CURRENT_DATA ? await decode(element) : null;
        if (text && !stopped && onRead(text)) return;
        timer = window.setTimeout(() => void scan(), SCAN_EVERY_MS);
      };
      void scan();
    };
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    // A new handler restarts the camera: the scan page keeps one for its whole life.
  }, [onRead]);

  if (state === 'denied' || state === 'unavailable')
    return <Alert severity="info">{t(`scan.camera.${state}`)}</Alert>;
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: 480,
        mx: 'auto',
        aspectRatio: '1',
        overflow: 'hidden',
        borderRadius: 2,
        bgcolor: 'grey.900',
      }}
    >
      <video
        ref={video}
        muted
        playsInline
        aria-label={t('scan.camera.label')}
        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: '15%',
          border: 3,
          borderColor: 'common.white',
          borderRadius: 2,
          boxShadow: '0 0 0 999px rgba(0,0,0,0.35)',
        }}
      />
      {state === 'starting' && (
        <Alert severity="info" sx={{ position: 'absolute', insetInline: 8, bottom: 8 }}>
          {t('scan.camera.starting')}
        </Alert>
      )}
    </Box>
  );
}
