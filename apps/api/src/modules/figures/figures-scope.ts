import {
  addDays,
  canActOnOffice,
  defaultFiguresPeriod,
  figuresPeriodProblem,
  officeFilterOf,
  periodDays,
  type TIsoDate,
  type TStaffScope,
} from '@bi/domain';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { startOfDayInMorocco } from '../../lib/morocco-day';

/**
 * What every block of figures is bounded by: the days asked, as instants in Morocco; the office asked
 * (null: all the caller's); and the offices counted (null: every office, an administrator's view).
 */
export type TFiguresScope = {
  from: TIsoDate;
  to: TIsoDate;
  start: Date;
  end: Date;
  office: number | null;
  offices: readonly number[] | null;
};

/**
 * The period asked, completed (the first of `to`'s month without `from`, today without `to`) and
 * checked again once completed: a `from` alone after today, or a year before it, is refused the same.
 * A clerk's figures are their offices' (decision 023): another office asked is the 404 of an unknown
 * one, so the figures cannot tell which offices sell what.
 */
export function figuresScope(
  query: { from?: TIsoDate | undefined; to?: TIsoDate | undefined; office?: number | undefined },
  today: TIsoDate,
  staff: TStaffScope,
): TFiguresScope {
  const office = query.office ?? null;
  if (office !== null && !canActOnOffice(staff, office)) throw new AppError(404, 'figures.unknownOffice');
  const to = query.to ?? (query.from ? maxDay(query.from, today) : today);
  const from = query.from ?? defaultFiguresPeriod(to).from;
  const problem = figuresPeriodProblem(from, to);
  if (problem) throw new AppError(400, problem, {}, [{ field: 'to', key: problem }]);
  return {
    from,
    to,
    start: startOfDayInMorocco(from),
    end: startOfDayInMorocco(addDays(to, 1)),
    office,
    offices: office === null ? officeFilterOf(staff) : [office],
  };
}

const maxDay = (a: TIsoDate, b: TIsoDate) => (a > b ? a : b);

/** The instants each day of the period begins, and the day after it: the per-day figures' buckets. */
export const dayBoundaries = (scope: TFiguresScope) =>
  [...periodDays(scope.from, scope.to), addDays(scope.to, 1)].map((day) =>
    startOfDayInMorocco(day).toISOString(),
  );

/** The subscriptions of the offices counted (none for a clerk without an office), or every office's. */
export const ofOffice = (scope: TFiguresScope): SQL =>
  scope.offices === null ? sql`true` : inArray(subscriptions.officeId, [...scope.offices]);
