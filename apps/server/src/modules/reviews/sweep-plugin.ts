// Sends the review links that came due (issue 27) every REVIEW_SWEEP_MS while the server listens;
// each pass is one transaction (invites.ts keeps it to one link per match across instances).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { sendDueReviewInvites } from './invites.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the review sweep (tests call it instead of waiting). */
    sweepReviewInvites(): Promise<number>;
  }
}

export const reviewSweepPlugin = fp(
  async (app: FastifyInstance, { db, config }: { db: Db; config: AppConfig }) => {
    const sweep = () => db.transaction((tx) => sendDueReviewInvites({ tx, config }));
    app.decorate('sweepReviewInvites', sweep);
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    app.addHook('onListen', async () => {
      timer = setInterval(() => {
        if (running) return;
        running = sweep()
          .catch((error: unknown) => app.log.error({ err: error }, 'review sweep failed; trying again later'))
          .finally(() => {
            running = undefined;
          });
      }, config.reviews.sweepMs);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'review-sweep' },
);
