import type { Db } from '../db/connection.js';
import { insertOrders, type NewOrder } from '../repositories/orders.js';

/** Records one order of the tracker; answers whether it was new to its store. */
export type RecordOrder = (order: NewOrder) => Promise<boolean>;

export interface OrderRecorderOptions {
  /** Orders written by one statement at most. */
  maxBatch?: number;
  /** Statements running at once (each on its own connection on PostgreSQL). */
  maxInFlight?: number;
}

interface Waiting {
  order: NewOrder;
  key: string;
  resolve: (created: boolean) => void;
  reject: (error: unknown) => void;
}

const keyOf = ({ tenantId, order }: NewOrder) => JSON.stringify([tenantId, order.orderId]);

/**
 * Group commit for the order tracker. A commit waits for the disk, so one statement per order caps a
 * store's ingestion at a few hundred orders a second whatever the machine: here the posts that arrive
 * while earlier ones are being written wait together and are written by one statement (one commit, one
 * run of the daily-figure triggers). Each post is answered only once its own statement has committed,
 * so an answered order is as durable as before. A post whose (store, order id) is already being written
 * waits for the next statement, where it meets the stored order (not new). When a statement fails, its
 * orders are written one by one, so one post's failure is its own.
 */
export function orderRecorder(db: Db, { maxBatch = 500, maxInFlight = 4 }: OrderRecorderOptions = {}): RecordOrder {
  let waiting: Waiting[] = [];
  let inFlight = 0;
  const writing = new Set<string>();

  const writeAlone = (entry: Waiting) =>
    insertOrders(db, [entry.order]).then(([created]) => entry.resolve(created!), entry.reject);

  async function write(batch: Waiting[]) {
    try {
      const created = await insertOrders(
        db,
        batch.map((entry) => entry.order),
      );
      batch.forEach((entry, i) => entry.resolve(created[i]!));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const entry of batch) await writeAlone(entry);
    }
  }

  function pump() {
    while (inFlight < maxInFlight && waiting.length > 0) {
      const batch: Waiting[] = [];
      const later: Waiting[] = [];
      for (const entry of waiting) {
        if (batch.length < maxBatch && !writing.has(entry.key)) {
          writing.add(entry.key);
          batch.push(entry);
        } else later.push(entry);
      }
      waiting = later;
      if (batch.length === 0) return;
      inFlight += 1;
      void write(batch).finally(() => {
        inFlight -= 1;
        for (const entry of batch) writing.delete(entry.key);
        pump();
      });
    }
  }

  return (order) =>
    new Promise<boolean>((resolve, reject) => {
      waiting.push({ order, key: keyOf(order), resolve, reject });
      pump();
    });
}
