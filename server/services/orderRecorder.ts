import type { Db } from '../db/connection.js';
import { insertOrders, type NewOrder } from '../repositories/orders.js';

/** What the recorder groups: a post naming its store and order id (the same pair is the same order). */
export interface OrderPost {
  tenantId: number;
  order: { orderId: string };
}

/**
 * Turns a group's posts into the orders to write, in the same order, looking up what they name once for
 * the whole group; an Error in place of an order refuses that post alone.
 */
export type PrepareOrders<P extends OrderPost> = (posts: P[]) => Promise<(NewOrder | Error)[]>;

/** Records one order of the tracker; answers whether it was new to its store. */
export type RecordOrder<P extends OrderPost = NewOrder> = (post: P) => Promise<boolean>;

export interface OrderRecorderOptions {
  /** Orders written by one statement at most. */
  maxBatch?: number;
  /** Statements running at once (each on its own connection on PostgreSQL). */
  maxInFlight?: number;
}

interface Waiting<P> {
  post: P;
  key: string;
  resolve: (created: boolean) => void;
  reject: (error: unknown) => void;
}

const keyOf = ({ tenantId, order }: OrderPost) => JSON.stringify([tenantId, order.orderId]);

/**
 * Group commit for the order tracker. A commit waits for the disk, so one statement per order caps a
 * store's ingestion at a few hundred orders a second whatever the machine: here the posts that arrive
 * while earlier ones are being written wait together, `prepare` makes their orders with one lookup for
 * the group, and one statement writes them (one commit, one run of the daily-figure triggers). Each post
 * is answered only once its own statement has committed, so an answered order is as durable as before.
 * A post whose (store, order id) is already being written waits for the next statement, where it meets
 * the stored order (not new). When a group fails, its posts are prepared and written one by one, so one
 * post's failure is its own. Without `prepare`, posts are the orders themselves.
 */
export function orderRecorder(db: Db, options?: OrderRecorderOptions): RecordOrder;
export function orderRecorder<P extends OrderPost>(
  db: Db,
  options: OrderRecorderOptions & { prepare: PrepareOrders<P> },
): RecordOrder<P>;
export function orderRecorder(
  db: Db,
  {
    maxBatch = 500,
    maxInFlight = 2,
    prepare = async (posts) => posts as NewOrder[],
  }: OrderRecorderOptions & { prepare?: PrepareOrders<OrderPost> } = {},
): RecordOrder<OrderPost> {
  let waiting: Waiting<OrderPost>[] = [];
  let inFlight = 0;
  const writing = new Set<string>();

  async function writeGroup(group: Waiting<OrderPost>[]) {
    const prepared = await prepare(group.map((entry) => entry.post));
    const written: Waiting<OrderPost>[] = [];
    const orders: NewOrder[] = [];
    prepared.forEach((order, i) => {
      if (order instanceof Error) group[i]!.reject(order);
      else {
        written.push(group[i]!);
        orders.push(order);
      }
    });
    const created = await insertOrders(db, orders);
    written.forEach((entry, i) => entry.resolve(created[i]!));
  }

  async function write(batch: Waiting<OrderPost>[]) {
    try {
      await writeGroup(batch);
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const entry of batch) await writeGroup([entry]).catch(entry.reject);
    }
  }

  function pump() {
    while (inFlight < maxInFlight && waiting.length > 0) {
      const batch: Waiting<OrderPost>[] = [];
      const later: Waiting<OrderPost>[] = [];
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

  return (post) =>
    new Promise<boolean>((resolve, reject) => {
      waiting.push({ post, key: keyOf(post), resolve, reject });
      pump();
    });
}
