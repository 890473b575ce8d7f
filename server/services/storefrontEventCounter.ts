import type { Db } from '../db/connection.js';
import { addStorefrontEventCounts, type StorefrontEventCount } from '../repositories/storefront.js';
import type { StorefrontEvent } from '../../contract/storefront.js';
import { todayUtc } from './unknownProducts.js';

/** Counts one storefront event of a store; settles once the count is committed. */
export type CountStorefrontEvent = (tenantId: number, event: StorefrontEvent) => Promise<void>;

interface Waiting {
  count: StorefrontEventCount;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for the storefront's usage events. Counting one event per statement makes every event of a
 * busy page wait for the same row's lock and for its own commit, holding a connection meanwhile: a burst of
 * events then takes every connection of the pool and the back-office waits behind it. Here the events that
 * arrive while a statement is being written wait together and the next statement adds them all (one row per
 * store, day and page, one commit); one statement at a time, so the counter never holds more than one
 * connection. Each event is answered once the statement that counted it has committed.
 */
export function storefrontEventCounter(db: Db, { maxBatch = 5000 } = {}): CountStorefrontEvent {
  let waiting: Waiting[] = [];
  let writing = false;

  function pump() {
    if (writing || waiting.length === 0) return;
    const batch = waiting.slice(0, maxBatch);
    waiting = waiting.slice(batch.length);
    writing = true;
    addStorefrontEventCounts(
      db,
      batch.map((entry) => entry.count),
    )
      .then(
        () => batch.forEach((entry) => entry.resolve()),
        (error: unknown) => batch.forEach((entry) => entry.reject(error)),
      )
      .finally(() => {
        writing = false;
        pump();
      });
  }

  return (tenantId, event) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({
        count: { tenantId, day: todayUtc(), permalink: event.permalink, type: event.type, count: 1 },
        resolve,
        reject,
      });
      pump();
    });
}
