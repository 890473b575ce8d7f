import type { Db } from '../db/connection.js';
import { addStorefrontEventCounts } from '../repositories/storefront.js';
import type { StorefrontEvent } from '../../contract/storefront.js';
import { groupCommit } from './groupCommit.js';
import { todayUtc } from './unknownProducts.js';

/** Counts one storefront event of a store; settles once the count is committed. */
export type CountStorefrontEvent = (tenantId: number, event: StorefrontEvent) => Promise<void>;

/**
 * The storefront's usage events, group-committed (see groupCommit): the events that arrive while a statement
 * is being written are added by the next one, one row per store, day and page.
 */
export function storefrontEventCounter(db: Db, { maxBatch = 5000 } = {}): CountStorefrontEvent {
  const count = groupCommit(
    async (counts: Parameters<typeof addStorefrontEventCounts>[1]) => {
      await addStorefrontEventCounts(db, counts);
      return counts.map(() => undefined);
    },
    { maxBatch },
  );
  return (tenantId, event) =>
    count({ tenantId, day: todayUtc(), permalink: event.permalink, type: event.type, count: 1 });
}
