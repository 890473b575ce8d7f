import type { Db } from '../db/connection.js';
import { findProductByPermalink } from '../repositories/storefront.js';
import { STOREFRONT_STORE_CACHE_SECONDS } from '../../domain/storeStatus.js';
import { HeldCopies } from './heldCopies.js';

/** A store's product as the storefront reads it by its page's address (undefined: the catalogue lacks it). */
export type StorefrontProduct = Awaited<ReturnType<typeof findProductByPermalink>>;

/**
 * This process's copy of each product page the storefront was asked about, with its table, so the shoppers
 * of a popular page do not read the product and its table on every look-up and recommendation. Held as long
 * as the stores' copies (STOREFRONT_STORE_CACHE_SECONDS): a product or table changed by another process, or
 * by this process's feed worker, reaches the storefront within that time; a write of this process's
 * back-office (any request that is not a read, see app.ts) drops every copy at once. A copy is never changed:
 * callers build their answers from it.
 */
export class StorefrontProducts {
  private readonly copies: HeldCopies<StorefrontProduct>;

  constructor(
    private readonly db: Db,
    ttlMs = STOREFRONT_STORE_CACHE_SECONDS * 1000,
  ) {
    this.copies = new HeldCopies(ttlMs);
  }

  productOf(tenantId: number, permalink: string, now = Date.now()): Promise<StorefrontProduct> {
    return this.copies.get(
      `${tenantId}\n${permalink}`,
      () => findProductByPermalink(this.db, tenantId, permalink),
      now,
    );
  }

  forgetAll(): void {
    this.copies.forgetAll();
  }
}
