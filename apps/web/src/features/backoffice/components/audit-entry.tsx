import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isAuditAction } from '@bi/domain';
import { useTranslation } from 'react-i18next';
import type { TAuditEntry } from '../api/audit-list';
import { shownInstant } from './admin-format';
import { auditStatusKey } from './audit-status-name';

/** Codes and ids as stored: small, in a fixed font, broken anywhere rather than widening a phone's line. */
const CODE = { fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere' } as const;

/** A value of the data, cut short: the whole data is in the tooltip. */
const VALUE_SHOWN = 120;

/** The data one "name: value" line per field, without JSON's braces and quotes around every word. */
const compact = (data: TAuditEntry['data']) => {
  if (!data || Object.keys(data).length === 0) return null;
  return Object.entries(data)
    .map(([name, value]) => {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return `${name}: ${text.length > VALUE_SHOWN ? `${text.slice(0, VALUE_SHOWN)}…` : text}`;
    })
    .join('\n');
};

/**
 * One line of the audit log, read as a sentence: what, when, who, the status before and after, the
 * data; the stored action and the entity's type and id under a fold.
 */
export function AuditEntry({ entry }: { entry: TAuditEntry }) {
  const { t, i18n } = useTranslation(['admin', 'backoffice']);
  const data = compact(entry.data);
  // Named in the reader's language; the stored name stays at hand under the fold, as the API gives it.
  const named = isAuditAction(entry.action) ? t(`audit.actions.${entry.action}`) : null;
  const moved = entry.from_status !== null || entry.to_status !== null;
  // A handover or a document review records the status it left as it was: "Signé → Signé" read as a move.
  const kept = moved && entry.from_status === entry.to_status;
  // Each name isolated (FSI…PDI): a code shown as stored, in Latin letters, must not turn an Arabic
  // line left to right and its arrow back to front.
  const statusName = (status: string | null) => {
    const key = status === null ? null : auditStatusKey(entry.entity_type, status);
    return `\u2068${key ? t(key) : (status ?? '∅')}\u2069`;
  };
  return (
    <Card variant="outlined" component="article" data-testid="audit-entry">
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <Typography component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {named ?? <bdi dir="ltr">{entry.action}</bdi>}
          </Typography>
          <Typography color="text.secondary">{shownInstant(entry.at)}</Typography>
        </Stack>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          <span data-testid="audit-who">
            {t(`audit.actors.${entry.actor}`)}
            {entry.actor_email && (
              <>
                {t('audit.separator')}
                <bdi dir="ltr">{entry.actor_email}</bdi>
              </>
            )}
          </span>
          {moved && (
            <span data-testid="audit-status">
              {t('audit.separator')}
              <bdi dir={i18n.dir()} title={`${entry.from_status ?? '∅'} → ${entry.to_status ?? '∅'}`}>
                {kept
                  ? t('admin:audit.kept', { status: statusName(entry.to_status) })
                  : t('admin:audit.moved', {
                      from: statusName(entry.from_status),
                      to: statusName(entry.to_status),
                    })}
              </bdi>
            </span>
          )}
        </Typography>
        {data && (
          <Typography
            component="pre"
            dir="ltr"
            title={JSON.stringify(entry.data)}
            data-testid="audit-data"
            sx={{ ...CODE, m: 0, mt: 0.5, whiteSpace: 'pre-wrap' }}
          >
            {data}
          </Typography>
        )}
        {/* The stored action and the entity's id, for an audit: kept at hand, folded away from the reading. */}
        <Box component="details" data-testid="audit-codes" sx={{ mt: 0.5, color: 'text.secondary' }}>
          <Typography component="summary" variant="body2" sx={{ cursor: 'pointer', width: 'fit-content' }}>
            {t('audit.codes')}
          </Typography>
          {named && (
            <Typography data-testid="audit-action" sx={CODE}>
              <bdi dir="ltr">{entry.action}</bdi>
            </Typography>
          )}
          <Typography data-testid="audit-entity" sx={CODE}>
            <bdi dir="ltr">{`${entry.entity_type} ${entry.entity_id}`}</bdi>
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
