import { MerchantFeedStateSchema } from '../../contract/feeds.js';
import { ErrorBody } from '../../contract/errors.js';
import { restartMerchantFeed } from '../services/merchantFeed.js';
import { getMerchantFeedState } from '../services/feedQueue.js';
import type { RoutePlugin } from './types.js';

const tags = ['importations'];

/** The merchant-feed worker (GMerchant): its state, and its restart by an administrator. */
export const merchantFeedRoutes: RoutePlugin = async (app, { db, feedWorker }) => {
  app.get(
    '/gmerchant/state',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Whether a feed worker is alive',
        description: "Active while some worker's heartbeat is recent, in any server process.",
        response: { 200: MerchantFeedStateSchema },
      },
    },
    async () => getMerchantFeedState(db),
  );

  app.post(
    '/gmerchant/restart',
    {
      config: {
        access: 'administrator',
        refusal: { code: 'GMERCHANT_ADMIN_ONLY', message: 'Only administrators can reboot GMerchant' },
      },
      schema: {
        tags,
        summary: 'Restart the merchant feed',
        description:
          'Stops every running feed job (marked failed), in whichever process it runs, and restarts this ' +
          "process's worker loop. Administrators only; others get 403 GMERCHANT_ADMIN_ONLY.",
        response: { 200: MerchantFeedStateSchema, 403: ErrorBody },
      },
    },
    async () => {
      await restartMerchantFeed(db, feedWorker);
      return getMerchantFeedState(db);
    },
  );
};
