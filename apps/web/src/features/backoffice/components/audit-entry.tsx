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
import { auditDataInWords, type TSay } from './audit-words';
import { currentLanguage } from '../../../lib/i18n/i18n';

const SUBJECTS = ['subscription', 'termination_request', 'refund', 'user', 'office'] as const;
const isSubject = (type: string): type is (typeof SUBJECTS)[number] =>
  (SUBJECTS as readonly string[]).includes(type);

/** Codes and ids as stored: small, in a fixed font, broken anywhere rather than widening a phone's line. */
const CODE = { fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere' } as const;

/** A value of the data, cut short: the whole data is in the tooltip. */
const VALUE_SHOWN = 160;
const cut = (text: string) => (text.length > VALUE_SHOWN ? `${text.slice(0, VALUE_SHOWN)}…` : text);

/**
 * One line of the audit log, read as a sentence: what, when, who, the status before and after, the
 * data; the stored action and the entity's type and id under a fold.
 */
export function AuditEntry({
  entry,
  officeName,
}: {
  entry: TAuditEntry;
  officeName: (id: number) => string;
}) {
  const { t, i18n } = useTranslation(['admin', 'backoffice', 'journal']);
  const say: TSay = (key, params) => String(t(key as never, params as never));
  const words = auditDataInWords({ entry, say, language: currentLanguage(), officeName });
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
            {entry.actor_process && (
              <>
                {t('audit.separator')}
                {t(`audit.processes.${entry.actor_process}`)}
              </>
            )}
            {entry.actor_email && (
              <>
                {t('audit.separator')}
                <bdi title={entry.actor_email}>{entry.actor_name ?? entry.actor_email}</bdi>
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
        {entry.entity_label && isSubject(entry.entity_type) && (
          <Typography data-testid="audit-subject" sx={{ overflowWrap: 'anywhere' }}>
            {t('journal:subject', {
              what: t(`journal:subjects.${entry.entity_type}`),
              name: `\u2068${entry.entity_label}\u2069`,
            })}
          </Typography>
        )}
        {words.length > 0 && (
          // One field a line, its value isolated: a Latin code or an amount keeps its order in Arabic.
          <Box
            component="dl"
            data-testid="audit-data"
            title={JSON.stringify(entry.data)}
            sx={{ m: 0, mt: 0.5, overflowWrap: 'anywhere', '& dt': { display: 'inline', fontWeight: 600 } }}
          >
            {words.map((word) => (
              <div key={word.field}>
                <dt>{t('journal:term', { label: word.label })}</dt>{' '}
                <Box component="dd" sx={{ display: 'inline', m: 0 }}>
                  <bdi>{cut(word.value)}</bdi>
                </Box>
              </div>
            ))}
          </Box>
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
