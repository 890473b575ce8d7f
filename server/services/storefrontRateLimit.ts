import { AppError } from '../errors.js';

/** Calls one address may make with one store key per minute: a shopper's page makes a handful. */
export const STOREFRONT_CALLS_PER_MINUTE = 120;
const WINDOW_MS = 60_000;

export class TooManyStorefrontCalls extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'TOO_MANY_ATTEMPTS', `Too many calls from this address. Try again in ${retryAfterSeconds} s.`);
  }
}

/**
 * Counts storefront calls per store key and address in fixed one-minute windows, in this process's
 * memory: a restart forgets the counts, and several API processes would each allow the limit. The
 * map is emptied when a new window starts, so it never holds more than one minute of callers.
 */
export class StorefrontRateLimit {
  private window = 0;
  private readonly calls = new Map<string, number>();

  constructor(private readonly perMinute = STOREFRONT_CALLS_PER_MINUTE) {}

  count(storeKey: string, address: string, now = Date.now()): void {
    const window = Math.floor(now / WINDOW_MS);
    if (window !== this.window) {
      this.window = window;
      this.calls.clear();
    }
    const key = `${storeKey}\n${address}`;
    const calls = (this.calls.get(key) ?? 0) + 1;
    this.calls.set(key, calls);
    if (calls > this.perMinute) {
      throw new TooManyStorefrontCalls(Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000)));
    }
  }
}
