import { AppError } from '../errors.js';

/** Calls one address may make with one store key per minute: a shopper's page makes a handful. */
export const STOREFRONT_CALLS_PER_MINUTE = 120;
/**
 * Calls one address may make per minute with keys that open no store: a shop's pages carry one key, so
 * only a site left with an old key or someone trying keys meets it. Each such call costs a look-up.
 */
export const UNKNOWN_KEY_CALLS_PER_MINUTE = 20;
const WINDOW_MS = 60_000;

export class TooManyStorefrontCalls extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'TOO_MANY_ATTEMPTS', `Too many calls from this address. Try again in ${retryAfterSeconds} s.`);
  }
}

/**
 * Counts storefront calls per store key and address, and calls with unknown keys per address, in fixed
 * one-minute windows, in this process's memory: a restart forgets the counts, and several API processes
 * would each allow the limit. The maps are emptied when a new window starts, so they never hold more
 * than one minute of callers.
 */
export class StorefrontRateLimit {
  private window = 0;
  private readonly calls = new Map<string, number>();
  private readonly unknownKeys = new Map<string, number>();

  constructor(
    private readonly perMinute = STOREFRONT_CALLS_PER_MINUTE,
    private readonly unknownPerMinute = UNKNOWN_KEY_CALLS_PER_MINUTE,
  ) {}

  private refused(now: number) {
    return new TooManyStorefrontCalls(Math.max(1, Math.ceil(((this.window + 1) * WINDOW_MS - now) / 1000)));
  }

  private roll(now: number) {
    const window = Math.floor(now / WINDOW_MS);
    if (window !== this.window) {
      this.window = window;
      this.calls.clear();
      this.unknownKeys.clear();
    }
  }

  count(storeKey: string, address: string, now = Date.now()): void {
    this.roll(now);
    const key = `${storeKey}\n${address}`;
    const calls = (this.calls.get(key) ?? 0) + 1;
    this.calls.set(key, calls);
    if (calls > this.perMinute) throw this.refused(now);
  }

  /** Throws while this address has used up its calls with unknown keys for the minute. */
  checkUnknownKeys(address: string, now = Date.now()): void {
    this.roll(now);
    if ((this.unknownKeys.get(address) ?? 0) >= this.unknownPerMinute) throw this.refused(now);
  }

  /** Counts a call of this address whose key opened no store. */
  countUnknownKey(address: string, now = Date.now()): void {
    this.roll(now);
    this.unknownKeys.set(address, (this.unknownKeys.get(address) ?? 0) + 1);
  }
}
