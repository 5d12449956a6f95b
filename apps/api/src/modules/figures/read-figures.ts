import type { TFiguresAnswer, TFiguresQuery, TIsoDate, TLanguage, TStaffScope } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { figuresScope } from './figures-scope';
import { funnelBlock } from './funnel-block';
import { handOverBlock } from './hand-over-block';
import { byDayBlock, groupBlock, totalsBlock } from './premium-blocks';
import { refundsBlock } from './refunds-block';

/**
 * GET /backoffice/figures: the dashboard, each block one query bounded by the period and the offices
 * (the one asked, else every office the caller acts for), summed by the database in integer centimes;
 * the page shows them and adds nothing up.
 */
export async function readFigures(
  db: TDatabase,
  staff: TStaffScope,
  query: TFiguresQuery,
  context: { today: TIsoDate; language: TLanguage },
): Promise<TFiguresAnswer> {
  const scope = figuresScope(query, context.today, staff);
  const { language } = context;
  const [totals, byDay, byEntryCity, byOffice, byUsage, byPeriod, funnel, refunds, toHandOver] =
    await Promise.all([
      totalsBlock(db, scope),
      byDayBlock(db, scope),
      groupBlock(db, scope, 'entry_city', language),
      groupBlock(db, scope, 'office', language),
      groupBlock(db, scope, 'usage', language),
      groupBlock(db, scope, 'period', language),
      funnelBlock(db, scope),
      refundsBlock(db, scope, context.today),
      handOverBlock(db, scope, language),
    ]);
  return {
    from: scope.from,
    to: scope.to,
    today: context.today,
    office: scope.office,
    totals,
    by_day: byDay,
    by_entry_city: byEntryCity,
    by_office: byOffice,
    by_usage: byUsage,
    by_period: byPeriod,
    funnel,
    refunds,
    to_hand_over: toHandOver,
  };
}
