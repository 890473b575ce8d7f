import type { FastifyInstance, FastifyRequest } from 'fastify';

// The API requests this process is answering. On the embedded database every statement takes turns on one
// connection, so background work (a feed import) that starts its next batch while a request is being
// answered puts that batch between the request's statements; waiting for a moment with no request in flight
// lets a request's statements run one after the other.
let inFlight = 0;
/** Background work waiting for no request in flight. */
let waiters: (() => void)[] = [];
const counted = new WeakSet<FastifyRequest>();

function ended(request: FastifyRequest) {
  if (!counted.delete(request)) return;
  inFlight -= 1;
  if (inFlight > 0) return;
  const release = waiters;
  waiters = [];
  for (const resolve of release) resolve();
}

/**
 * Counts the app's requests from their arrival until their answer starts being sent (a streamed download
 * such as a demo feed, which the feed worker itself may be reading, counts only until its stream is handed
 * over), the client goes away or the connection times out.
 */
export function trackRequestsInFlight(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    counted.add(request);
    inFlight += 1;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    ended(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => ended(request));
  app.addHook('onRequestAbort', async (request) => ended(request));
  app.addHook('onTimeout', async (request) => ended(request));
}

/**
 * Resolves once no request is in flight, or after `maxWaitMs` however busy the process is, so that background
 * work never starves; resolves on the next turn of the event loop when none is in flight already.
 */
export function noRequestsInFlight(maxWaitMs: number): Promise<void> {
  if (inFlight === 0) return new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve) => {
    // Given up on after the longest wait, a waiter leaves the list, which stays as short as the work waiting.
    const timer = setTimeout(() => {
      waiters = waiters.filter((waiter) => waiter !== done);
      resolve();
    }, maxWaitMs);
    function done() {
      clearTimeout(timer);
      resolve();
    }
    waiters.push(done);
  });
}

/** How much background work is waiting for no request in flight. */
export const waitingForQuiet = () => waiters.length;
