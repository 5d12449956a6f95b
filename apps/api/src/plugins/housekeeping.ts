import { and, isNotNull, lt, or } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { verificationCodes } from '../db/schema';
import { pruneRequestBudgets } from '../lib/request-budget-store';
import { pruneEvents } from '../lib/throttle';
import {
  isReminderHour,
  sendRenewalReminders,
  type TReminderLinks,
} from '../modules/after-sale/renewal-reminders';
import { sendOfficeDigests } from '../modules/office-work/office-digest';
import { expireUnpaidSubscriptions } from '../modules/subscriptions/expire-unpaid';
import { machineMs } from '../lib/clock';

const HOUR_MS = 3_600_000;
/** Throttle windows are at most a day; spent or expired codes are kept a week for support questions. */
const THROTTLE_RETENTION_MS = 24 * HOUR_MS;
const CODE_RETENTION_MS = 7 * 24 * HOUR_MS;

/**
 * Hourly: unpaid subscriptions past their effect date become non_abouti, the offices get their morning
 * digest on the first run after 07:00, customers whose contract ends within three days are reminded
 * with the link to its extension, in the day (all safe on several instances), and rows that only matter for a
 * while are pruned, so those tables do not grow without end.
 */
export default fp<{ run: boolean; links: TReminderLinks }>(
  async (app, { run, links }) => {
    const cleanUp = async () => {
      const expired = await expireUnpaidSubscriptions(app.db, app.clock.today());
      if (expired > 0) app.log.info({ expired }, 'unpaid subscriptions past their effect date: non_abouti');
      const digests = await sendOfficeDigests(app.db, links.publicUrl, app.clock.now());
      if (digests > 0) app.log.info({ digests }, "offices mailed their day's arrivals");
      const reminded = isReminderHour(app.clock.now())
        ? await sendRenewalReminders(app.db, links, app.clock.today())
        : 0;
      if (reminded > 0) app.log.info({ reminded }, 'contracts ending within three days: customers reminded');
      const cutoff = new Date(machineMs() - CODE_RETENTION_MS);
      await pruneEvents(app.db, THROTTLE_RETENTION_MS);
      await pruneRequestBudgets(app.db, HOUR_MS);
      await app.db
        .delete(verificationCodes)
        .where(
          and(
            lt(verificationCodes.createdAt, cutoff),
            or(isNotNull(verificationCodes.consumedAt), lt(verificationCodes.expiresAt, cutoff)),
          ),
        );
    };
    if (!run) return;
    let timer: NodeJS.Timeout | undefined;
    // Tracked, so that closing waits for a run under way rather than closing the database under it (up to
    // the server's 10 s for a shutdown; every step can be cut, the next run does it again).
    const tick = () => app.runInBackground('housekeeping', cleanUp);
    app.addHook('onReady', async () => {
      // Once at start too: an instance restarted after midnight must not wait an hour.
      tick();
      timer = setInterval(tick, HOUR_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping', dependencies: ['database', 'clock', 'background-work'] },
);
