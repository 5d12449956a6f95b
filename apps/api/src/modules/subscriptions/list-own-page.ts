import type { TIsoDate, TListAnswer } from '@bi/domain';
import type { FastifyRequest } from 'fastify';
import type { TDatabase } from '../../db/client';
import { listOwnWithAfterSale, NO_AFTER_SALE, ownPageOf, type TOwnPage } from './after-sale-facts';
import type { TListPageCache } from './list-page-cache';
import { ownListRead } from './session-reads';
import { toSouscriptionAnswer } from './subscription-answer';

/**
 * A page of the caller's own subscriptions as the list's JSON answer, written by `write` (the route's
 * response schema): the page kept from an earlier call while nothing it shows has moved, else the page
 * its session read, else read now. A page read with its versions is kept for the next call.
 */
export async function listOwnPage(
  db: TDatabase,
  kept: TListPageCache,
  request: FastifyRequest,
  {
    userId,
    page,
    today,
    write,
  }: { userId: string; page: TOwnPage; today: TIsoDate; write: (answer: TListAnswer) => string },
) {
  const read = ownListRead(request, page);
  const unchanged = read && kept.get(userId, page, read.versions, today);
  if (unchanged) return unchanged.body;
  const { total, rows, extras } = read?.found
    ? await ownPageOf(db, userId, page, read.found)
    : await listOwnWithAfterSale(db, userId, page);
  const body = write({
    count: total,
    value: rows.map((row) => toSouscriptionAnswer(row, today, extras.get(row.id) ?? NO_AFTER_SALE)),
    skip: page.skip,
    today,
  });
  if (read) kept.set(userId, page, { ...read.versions, today, body });
  return body;
}
