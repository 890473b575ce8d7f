import { availableParallelism } from 'node:os';
import { AppError } from '../errors.js';

/**
 * Password hashes computed at once in this process. scrypt runs on libuv's thread pool (4 threads by
 * default), which also serves file reads (the web app's files), zlib and DNS, and each hash keeps a
 * core busy for a quarter of a second: with every thread or core hashing, everything else waits.
 * At most half the cores and half the pool hash, which also bounds the memory (64 MiB per hash).
 */
export const MAX_CONCURRENT_HASHES = Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2)));
/**
 * Addresses whose sign-ins may wait for a hash beside those hashing; a sign-in from one more address answers 503
 * at once, before any database work. Each address counts once, whatever its line: an address has one sign-in
 * checked at a time, so a flood from a few addresses cannot take every place from everyone else.
 */
export const MAX_WAITING_ADDRESSES = 8;
/** Sign-ins one client address may have checked at once. */
export const MAX_SIGN_INS_PER_ADDRESS = 1;
/**
 * Sign-ins of one address that wait for its turn rather than being refused: the people of an office
 * behind one address signing in the same morning minute. Past them the address is answered 503.
 */
export const MAX_QUEUED_PER_ADDRESS = 3;

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

/** One address's sign-ins: those being checked and those waiting for their turn, in order. */
interface AddressLine {
  checking: number;
  waiting: (() => void)[];
}
/** The addresses with a sign-in in progress, each with its line. */
const lines = new Map<string, AddressLine>();

const busy = () =>
  new ServerBusy(Math.max(1, Math.ceil((signInsInProgress * averageHashMs) / MAX_CONCURRENT_HASHES / 1000)));

/**
 * Admits one sign-in check (its throttle count, look-up and hash) once its address's turn comes: an
 * address has MAX_SIGN_INS_PER_ADDRESS checked at once and up to MAX_QUEUED_PER_ADDRESS more waiting, in
 * order of arrival. Throws ServerBusy when that line is full, or when the address has none and as many
 * addresses have sign-ins in progress as can hash now plus MAX_WAITING_ADDRESSES. Answers the function that
 * ends it.
 */
export async function admitSignIn(ip: string): Promise<() => void> {
  const known = lines.get(ip);
  const full = known
    ? known.checking >= MAX_SIGN_INS_PER_ADDRESS && known.waiting.length >= MAX_QUEUED_PER_ADDRESS
    : lines.size >= MAX_CONCURRENT_HASHES + MAX_WAITING_ADDRESSES;
  if (full) throw busy();
  const line = known ?? { checking: 0, waiting: [] };
  signInsInProgress++;
  lines.set(ip, line);
  // A turn passes straight from the one that ends to the next in line, so `checking` never drops in between.
  if (line.checking >= MAX_SIGN_INS_PER_ADDRESS) await new Promise<void>((resolve) => line.waiting.push(resolve));
  else line.checking++;
  return () => {
    signInsInProgress--;
    const next = line.waiting.shift();
    if (next) next();
    else if (--line.checking === 0) lines.delete(ip);
  };
}
