import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noRequestsInFlight, trackRequestsInFlight, waitingForQuiet } from '../../server/http/requestsInFlight.js';

/** An app whose routes answer when the test says so. */
async function appHeldOpen() {
  const app = Fastify();
  trackRequestsInFlight(app);
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived = () => undefined as void;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  let stream: Readable | undefined;
  app.get('/held', async () => {
    arrived();
    await released;
    return { ok: true };
  });
  app.get('/streamed', async (_request, reply) => {
    stream = new Readable({ read() {} });
    arrived();
    return reply.type('text/plain').send(stream);
  });
  await app.ready();
  return { app, release, arrival, endStream: () => stream!.push(null) };
}

const settled = (promise: Promise<unknown>) => {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
};

describe('requests in flight', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });
  /** A request to `url` of an app held open, once its route has started answering. */
  const inFlight = async (url: '/held' | '/streamed') => {
    const held = await appHeldOpen();
    close = () => held.app.close();
    const answered = held.app.inject({ method: 'GET', url });
    await held.arrival;
    return { ...held, answered };
  };

  it('holds background work while a request is being answered, and lets it go once answered', async () => {
    const { release, answered } = await inFlight('/held');
    const quiet = settled(noRequestsInFlight(60_000));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(quiet.done).toBe(false);
    release();
    expect((await answered).statusCode).toBe(200);
    await vi.waitFor(() => expect(quiet.done).toBe(true));
  });

  it('lets background work go after its longest wait however busy the process is, and forgets it', async () => {
    const { release, answered } = await inFlight('/held');
    for (let batch = 0; batch < 3; batch++) await noRequestsInFlight(30);
    expect(waitingForQuiet(), 'work given up on is no longer waiting').toBe(0);
    release();
    await answered;
  });

  it('counts a streamed answer only until its stream is handed over', async () => {
    const { endStream, answered } = await inFlight('/streamed');
    // The stream is still open (the client has not had its end): background work may go already.
    const quiet = settled(noRequestsInFlight(60_000));
    await vi.waitFor(() => expect(quiet.done).toBe(true));
    endStream();
    expect((await answered).statusCode).toBe(200);
  });
});
