import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container';
import { useOutbox } from '../api/get-outbox';

/** Outside production, the mails and SMS the app would have sent, newest first. */
export function DevMailboxPage() {
  const { t } = useTranslation();
  const [to, setTo] = useState('');
  const outbox = useOutbox(to.trim());
  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {t('devMailbox.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('devMailbox.intro')}</Typography>
      <TextField
        fullWidth
        label={t('devMailbox.filter')}
        value={to}
        onChange={(event) => setTo(event.target.value)}
        sx={{ mb: 2 }}
      />
      {outbox.isError && <Alert severity="info">{t('devMailbox.unavailable')}</Alert>}
      {outbox.data?.result.length === 0 && <Typography>{t('devMailbox.empty')}</Typography>}
      <Stack sx={{ gap: 1.5 }}>
        {outbox.data?.result.map((message, index) => (
          <Card key={`${message.created_at}-${index}`} variant="outlined" data-testid="dev-message">
            <CardContent>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
                <Chip
                  size="small"
                  label={message.channel === 'email' ? t('devMailbox.email') : t('devMailbox.sms')}
                />
                <Typography variant="body2" sx={{ fontWeight: 600 }} dir="ltr">
                  {message.to}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {new Date(message.created_at).toLocaleString()}
                </Typography>
              </Stack>
              {message.subject && <Typography sx={{ fontWeight: 600 }}>{message.subject}</Typography>}
              <Typography
                component="pre"
                sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}
                dir="auto"
              >
                {message.text}
              </Typography>
              {message.attachments.length > 0 && (
                <Stack sx={{ mt: 1, gap: 0.5 }} aria-label={t('devMailbox.attachments')}>
                  {message.attachments.map((attachment) => (
                    <Link key={attachment.id} href={attachment.url} target="_blank" rel="noopener" dir="ltr">
                      {attachment.file_name}
                    </Link>
                  ))}
                </Stack>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </PageContainer>
  );
}
