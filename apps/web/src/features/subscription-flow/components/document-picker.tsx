import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUploadFile } from '../api/upload-file';
import { shortenFileName } from '../lib/shorten-file-name';

export type TUploaded = { file_id: string; file_name: string };

/** One document of step 7: a photo or a PDF, uploaded as soon as it is chosen. */
export function DocumentPicker({
  label,
  value,
  onUploaded,
}: {
  label: string;
  value: TUploaded | undefined;
  onUploaded: (file: TUploaded) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadFile();
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Stack sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
        <Typography variant="body2" color={value ? 'success.main' : 'text.secondary'} noWrap>
          {value ? (
            <>
              <CheckCircleIcon sx={{ fontSize: 14, verticalAlign: 'middle', me: 0.5 }} aria-hidden />
              <bdi>{shortenFileName(value.file_name)}</bdi>
            </>
          ) : (
            t('flow.step7.missing')
          )}
        </Typography>
      </Stack>
      <Button
        component="label"
        variant="outlined"
        size="small"
        startIcon={<UploadFileIcon />}
        loading={upload.isPending}
        sx={{ flexShrink: 0 }}
      >
        {value ? t('flow.step7.replace') : t('flow.step7.choose')}
        <input
          hidden
          type="file"
          aria-label={label}
          accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file, { onSuccess: onUploaded });
          }}
        />
      </Button>
    </Stack>
  );
}
