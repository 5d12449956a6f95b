import { and, isNotNull, lt, or } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { verificationCodes } from '../db/schema';
import { pruneEvents } from '../lib/throttle';

const HOUR_MS = 3_600_000;
/** Throttle windows are at most a day; spent or expired codes are kept a week for support questions. */
const THROTTLE_RETENTION_MS = 24 * HOUR_MS;
const CODE_RETENTION_MS = 7 * 24 * HOUR_MS;

/** Hourly clean-up of rows that only matter for a while, so those tables do not grow without end. */
export default fp<{ run: boolean }>(
  async (app, { run }) => {
    const cleanUp = async () => {
      const cutoff = new Date(Date.now() - CODE_RETENTION_MS);
      await pruneEvents(app.db, THROTTLE_RETENTION_MS);
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
    app.addHook('onReady', async () => {
      timer = setInterval(
        () => void cleanUp().catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed')),
        HOUR_MS,
      );
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping', dependencies: ['database'] },
);
