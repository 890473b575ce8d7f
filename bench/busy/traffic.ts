// The load around the server under test: one busy-loop process per core, and storefront calls (tracked
// orders, usage events) from many addresses through X-Forwarded-For, at a pace and bounded in time and count.
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import type { ApiClient } from './server.js';
import { productPermalink } from './files.js';

/** One process spinning for ever on each core, until `stop`. */
export function busyLoops() {
  const loops: ChildProcess[] = Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }),
  );
  return {
    count: loops.length,
    stop: () => loops.forEach((loop) => loop.kill('SIGKILL')),
  };
}

const addressOf = (group: number, n: number) => `10.${group}.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/** Orders posted at a time; each address posts at most ORDERS_PER_ADDRESS (the storefront's limit is 120 a minute). */
const ORDER_POSTS_AT_ONCE = 32;
const ORDERS_PER_ADDRESS = 100;

/**
 * `orders` tracked orders of one item each (size M of product BUSY-A-n, which the first case imported),
 * through the storefront order tracker as a store's site posts them. Answers each order's id and product id.
 */
export async function trackOrders(client: ApiClient, storeKey: string, orders: number) {
  const tracked: { orderId: string; productId: string }[] = [];
  for (let first = 0; first < orders; first += ORDER_POSTS_AT_ONCE) {
    const batch = Array.from({ length: Math.min(ORDER_POSTS_AT_ONCE, orders - first) }, (_, i) => first + i);
    await Promise.all(
      batch.map(async (n) => {
        const orderId = `BUSY-ORDER-${n}`;
        const productId = `BUSY-A-${n % 1000}`;
        const order = {
          orderId,
          orderedAt: new Date(Date.now() - 86_400_000).toISOString(),
          country: 'BR',
          currency: 'BRL',
          fittingRoomUsed: n % 2 === 0,
          items: [
            {
              productId,
              permalink: productPermalink('BUSY-A', n % 1000),
              name: 'Vestido',
              size: 'M',
              price: 199.9,
              quantity: 1,
            },
          ],
        };
        const headers = { 'X-Forwarded-For': addressOf(1, Math.floor(n / ORDERS_PER_ADDRESS)) };
        await client.expect(201, `/storefront/${storeKey}/orders`, { method: 'POST', body: order, headers });
        tracked.push({ orderId, productId });
      }),
    );
  }
  return tracked;
}

/** Requests in flight at most: past it the pace waits (the server is then not keeping up). */
const MAX_IN_FLIGHT = 1000;
const TICK_MS = 10;

/**
 * `perSecond` usage events a second for `seconds` seconds, from `addresses` addresses in turn, without waiting
 * for answers (at most MAX_IN_FLIGHT pending). Answers how many were sent and the pace reached.
 */
export async function usageEvents(
  client: ApiClient,
  storeKey: string,
  { perSecond, seconds, addresses }: { perSecond: number; seconds: number; addresses: number },
) {
  const total = Math.round(perSecond * seconds);
  const pending = new Set<Promise<unknown>>();
  const started = performance.now();
  let sent = 0;
  while (sent < total && performance.now() - started < seconds * 1000 + 5000) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * perSecond));
    while (sent < due && pending.size < MAX_IN_FLIGHT) {
      const n = sent++;
      const body = {
        type: n % 3 ? 'SIZE_CHART_VIEWED' : 'FITTING_ROOM_OPENED',
        permalink: productPermalink('BUSY-A', n % 1000),
      };
      const headers = { 'X-Forwarded-For': addressOf(2, n % addresses) };
      const call = client.call(`/storefront/${storeKey}/events`, { method: 'POST', body, headers });
      pending.add(call);
      void call.finally(() => pending.delete(call));
    }
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  const sendingSeconds = (performance.now() - started) / 1000;
  await Promise.all(pending);
  return { sent, perSecond: sent / sendingSeconds };
}
