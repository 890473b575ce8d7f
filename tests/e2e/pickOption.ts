import type { Locator, Page } from 'playwright-core';

/**
 * Types into a searching picker and chooses the option named, once the server's answer to the search is the
 * only thing listed. The list is redrawn (and moved, when it opens above the box) as each answer arrives; a
 * click aimed at an option of the previous answer can land on whatever is drawn under it by then.
 */
export async function pickSearchedOption(page: Page, input: Locator, name: string): Promise<void> {
  await input.fill(name);
  const options = page.getByRole('listbox').getByRole('option');
  await options.filter({ hasText: name }).first().waitFor();
  await expectOnly(options, name);
  await options.filter({ hasText: name }).first().click();
}

async function expectOnly(options: Locator, name: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const texts = await options.allInnerTexts();
    if (texts.length > 0 && texts.every((t) => t.includes(name))) return;
    if (Date.now() > deadline) throw new Error(`the list still shows ${JSON.stringify(texts)} for "${name}"`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
