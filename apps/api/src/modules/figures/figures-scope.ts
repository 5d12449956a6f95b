import { addDays, defaultFiguresPeriod, figuresPeriodProblem, periodDays, type TIsoDate } from '@bi/domain';
import { sql, type SQL } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { startOfDayInMorocco } from '../../lib/morocco-day';

/** What every block of figures is bounded by: the days asked, as instants in Morocco, and one office or all. */
export type TFiguresScope = {
  from: TIsoDate;
  to: TIsoDate;
  start: Date;
  end: Date;
  office: number | null;
};

/**
 * The period asked, completed (the first of `to`'s month without `from`, today without `to`) and
 * checked again once completed: a `from` alone after today, or a year before it, is refused the same.
 */
export function figuresScope(
  query: { from?: TIsoDate | undefined; to?: TIsoDate | undefined; office?: number | undefined },
  today: TIsoDate,
): TFiguresScope {
  const to = query.to ?? (query.from ? maxDay(query.from, today) : today);
  const from = query.from ?? defaultFiguresPeriod(to).from;
  const problem = figuresPeriodProblem(from, to);
  if (problem) throw new AppError(400, problem, {}, [{ field: 'to', key: problem }]);
  return {
    from,
    to,
    start: startOfDayInMorocco(from),
    end: startOfDayInMorocco(addDays(to, 1)),
    office: query.office ?? null,
  };
}

const maxDay = (a: TIsoDate, b: TIsoDate) => (a > b ? a : b);

/** The instants each day of the period begins, and the day after it: the per-day figures' buckets. */
export const dayBoundaries = (scope: TFiguresScope) =>
  [...periodDays(scope.from, scope.to), addDays(scope.to, 1)].map((day) =>
    startOfDayInMorocco(day).toISOString(),
  );

/** One office's subscriptions, or every office's. */
export const ofOffice = (scope: TFiguresScope): SQL =>
  scope.office === null ? sql`true` : sql`${subscriptions.officeId} = ${scope.office}`;
