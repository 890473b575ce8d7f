import { availableParallelism } from 'node:os';
import { AppError } from '../errors.js';

/**
 * Password hashes computed at once in this process. scrypt runs on libuv's thread pool (4 threads by
 * default), which also serves file reads (the web app's files), zlib and DNS, and each hash keeps a
 * core busy for a quarter of a second: with every thread or core hashing, everything else waits.
 * At most half the cores and half the pool hash, which also bounds the memory (64 MiB per hash).
 */
export const MAX_CONCURRENT_HASHES = Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2)));
/** Sign-ins allowed to wait for a hash; more answer 503 at once, before any database work. */
export const MAX_WAITING_SIGN_INS = 8;
/**
 * Sign-ins one client address may have in progress at once: a person signs in once, not in parallel,
 * and a flood from a few addresses cannot take every place in line from everyone else.
 */
export const MAX_SIGN_INS_PER_ADDRESS = 1;

export class ServerBusy extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, 'SERVER_BUSY', `Too many sign-ins are being checked right now. Try again in ${retryAfterSeconds} s.`);
  }
}

let running = 0;
const waiting: (() => void)[] = [];
// A running average of one hash's duration, to tell a refused client when to come back.
let averageHashMs = 250;

/** Runs a hash when one of the MAX_CONCURRENT_HASHES places is free; callers wait in order. */
export async function withHashSlot<T>(hash: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  const started = performance.now();
  try {
    return await hash();
  } finally {
    averageHashMs = 0.8 * averageHashMs + 0.2 * (performance.now() - started);
    // The place passes straight to the next in line, so `running` never drops in between.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

let signInsInProgress = 0;
const inProgressByAddress = new Map<string, number>();

/**
 * Admits one sign-in check (its throttle count, look-up and hash), or throws ServerBusy when as many
 * are already in progress as can hash now plus MAX_WAITING_SIGN_INS, or when this address already has
 * MAX_SIGN_INS_PER_ADDRESS in progress. Returns the function that ends it.
 */
export function admitSignIn(ip: string): () => void {
  const ofAddress = inProgressByAddress.get(ip) ?? 0;
  if (signInsInProgress >= MAX_CONCURRENT_HASHES + MAX_WAITING_SIGN_INS || ofAddress >= MAX_SIGN_INS_PER_ADDRESS) {
    throw new ServerBusy(Math.max(1, Math.ceil((signInsInProgress * averageHashMs) / MAX_CONCURRENT_HASHES / 1000)));
  }
  signInsInProgress++;
  inProgressByAddress.set(ip, ofAddress + 1);
  return () => {
    signInsInProgress--;
    const left = (inProgressByAddress.get(ip) ?? 1) - 1;
    if (left > 0) inProgressByAddress.set(ip, left);
    else inProgressByAddress.delete(ip);
  };
}
