import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { productBody } from '../server/productFixtures.js';
import { DEMO, api, apiSignIn } from './api.js';

/** A women's adult garment in size P, created through the API in the store user's store (`extra` overrides); answers its id. */
export async function createProduct(name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const sessionId = await apiSignIn(DEMO.store);
  const created = await api<{ id: number }>('/products/', {
    sessionId,
    method: 'POST',
    body: productBody(randomUUID(), { name, ...extra }),
    expect: 201,
  });
  return created.id;
}

/** The product list's row that shows the text. */
export const productRow = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

/** Types a search into the product list and waits for the list to answer it. */
export async function searchProducts(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/v1/products?') && new URL(r.url()).searchParams.get('search') === text,
  );
  await page.getByPlaceholder('Buscar produtos').fill(text);
  expect((await answered).status()).toBe(200);
}

/**
 * Opens a product from the list by its name and waits for its editor's address. The list settles first (no
 * request for half a second): a click on a row that the list is drawing again at that moment can be lost.
 */
export async function openProduct(page: Page, name: string, id: number): Promise<void> {
  await page.waitForLoadState('networkidle');
  await productRow(page, name).getByText(name, { exact: true }).first().click();
  await page.waitForURL((url) => url.pathname === `/product/single/${id}`);
}
