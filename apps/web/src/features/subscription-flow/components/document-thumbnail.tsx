import DescriptionIcon from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { TUploaded } from '../../../lib/upload-file';
import { useFileUrl } from '../../../lib/use-file-url';

const SIZE = 56;

/**
 * What a chosen document looks like, small: a photo kept from an earlier screen (the identity read on
 * /create, the certificate on step 3) is seen before it is sent, so a wrong one is noticed. A PDF, or a
 * file still on its way, shows a document sign.
 */
export function DocumentThumbnail({ file, label }: { file: TUploaded; label: string }) {
  const { t } = useTranslation();
  const shown = useFileUrl(`/files/${encodeURIComponent(file.file_id)}/view`, file.file_id);
  const image = shown.url && shown.type?.startsWith('image/');
  return (
    <Box
      sx={{
        width: SIZE,
        height: SIZE,
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {image ? (
        <Box
          component="img"
          src={shown.url!}
          alt={t('flow.step7.thumbnail', { document: label })}
          sx={{ width: SIZE, height: SIZE, objectFit: 'cover' }}
        />
      ) : (
        <DescriptionIcon color="action" aria-hidden />
      )}
    </Box>
  );
}
