import type { Db } from '../db/connection.js';
import { findTenantByStorefrontKey } from '../repositories/storefront.js';
import { STOREFRONT_STORE_CACHE_SECONDS } from '../../domain/storeStatus.js';

/** What a storefront key opens, as the storefront routes check it. */
export interface StorefrontStore {
  id: number;
  status: string;
  features: string[];
}

interface Held {
  /** When the lookup started: the copy is no older than this. */
  at: number;
  store: Promise<StorefrontStore | undefined>;
  /** The store's id once the lookup answered (0: the key opens none). */
  tenantId?: number;
}

/** Keys held past which expired copies are dropped. */
const SWEEP_AT = 1000;
/** Keys held at most (a flood of made-up keys): past it, the oldest copies are dropped. */
const MAX_HELD = 20_000;

/**
 * This process's copy of what each storefront key opens, so a shopper's page posting orders, events and
 * lookups does not read the store row on every call. A copy is used for `ttlMs` at most (counted from
 * its lookup), so a key rotated or a store paused or switched off by another process is refused within
 * that time; this process's own saves drop the store's copies at once (`forgetStore`), and a settings
 * reload that found a new cache generation drops them all (`forgetAll`). Calls arriving together for a
 * key not held share one lookup. A key that opens nothing is held too, for the same time, so calls
 * repeating it cost no look-up; a new key given elsewhere opens its store within that time (here, at once).
 */
export class StorefrontStores {
  private readonly held = new Map<string, Held>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = STOREFRONT_STORE_CACHE_SECONDS * 1000,
  ) {}

  /** The store the key opens now (within `ttlMs`), or undefined. */
  storeOf(key: string, now = Date.now()): Promise<StorefrontStore | undefined> {
    const copy = this.held.get(key);
    if (copy && now - copy.at < this.ttlMs) return copy.store;
    this.held.delete(key);
    if (this.held.size >= SWEEP_AT) this.sweep(now);
    const held: Held = { at: now, store: findTenantByStorefrontKey(this.db, key) };
    this.held.set(key, held);
    // A lookup that failed is not kept.
    const drop = () => {
      if (this.held.get(key) === held) this.held.delete(key);
    };
    held.store.then((store) => (held.tenantId = store?.id ?? 0), drop);
    return held.store;
  }

  /**
   * Drops the copies of one store's keys, of keys that opened nothing (one may be its new key) and lookups
   * still running (its key, status or features just changed here).
   */
  forgetStore(tenantId: number): void {
    for (const [key, copy] of this.held) {
      if (copy.tenantId === undefined || copy.tenantId === tenantId || copy.tenantId === 0) this.held.delete(key);
    }
  }

  forgetAll(): void {
    this.held.clear();
  }

  private sweep(now: number) {
    for (const [key, copy] of this.held) if (now - copy.at >= this.ttlMs) this.held.delete(key);
    // Copies are held in the order they were taken (a renewed copy is taken anew): the oldest go first.
    for (const key of this.held.keys()) {
      if (this.held.size < MAX_HELD) break;
      this.held.delete(key);
    }
  }
}
