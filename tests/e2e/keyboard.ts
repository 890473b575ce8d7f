import type { Locator, Page } from 'playwright-core';

const MAX_TAB_STOPS = 80;

/** Presses Tab (or Shift+Tab) until the target has the focus, as someone without a mouse moves. */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  await target.waitFor();
  for (let stop = 0; stop < MAX_TAB_STOPS; stop += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${MAX_TAB_STOPS} presses of Tab never reached ${target.toString()}`);
}

/** Moves to a field with Tab and types into it, replacing what it held. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}
