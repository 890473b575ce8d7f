import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

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
