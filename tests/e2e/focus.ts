import type { Locator, Page } from 'playwright-core';

/**
 * Runs in the page. `active`: describes the focused element if it cannot be seen. `all`: focuses every
 * element that takes focus (without scrolling) and describes those that cannot be seen once focused.
 * Seen means, once its focus transitions have run: it has a size, CSS shows it, an ancestor that hides
 * its overflow leaves some of it showing, and (when it is fixed to the window) it lies in the window.
 * Scroll boxes do not count as hiding: focus scrolls them, and a fixed box that scrolls shows all it holds.
 */
async function inspectFocus(mode: 'active' | 'all'): Promise<string[]> {
  const unseen = async (element: Element): Promise<string | null> => {
    await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const describe = element.outerHTML.slice(0, 200);
    const rect = [...element.getClientRects()].find((r) => r.width >= 1 && r.height >= 1);
    if (!rect) return `${describe} (no box: ${JSON.stringify([...element.getClientRects()])})`;
    if (!element.checkVisibility({ checkVisibilityCSS: true })) return `${describe} (hidden by CSS)`;
    let { left, top, right, bottom } = rect;
    let fixed = false;
    // A fixed box that scrolls (the menu) brings any of its content into the window: only its width clips.
    let scrolls = false;
    for (let box: Element | null = element; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      scrolls ||= !fixed && ['auto', 'scroll'].includes(style.overflowY) && box.scrollHeight > box.clientHeight;
      fixed ||= style.position === 'fixed';
      if (box === element) continue;
      const clip = box.getBoundingClientRect();
      if (['hidden', 'clip'].includes(style.overflowX))
        [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
      if (['hidden', 'clip'].includes(style.overflowY))
        [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
    }
    if (fixed && scrolls) [left, right] = [Math.max(left, 0), Math.min(right, innerWidth)];
    else if (fixed)
      [left, top, right, bottom] = [
        Math.max(left, 0),
        Math.max(top, 0),
        Math.min(right, innerWidth),
        Math.min(bottom, innerHeight),
      ];
    else [left, top] = [Math.max(left, -scrollX), Math.max(top, -scrollY)];
    if (right - left >= 1 && bottom - top >= 1) return null;
    const clips = [];
    for (let box: Element | null = element.parentElement; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY))
        clips.push(`${box.tagName}.${box.className} ${JSON.stringify(box.getBoundingClientRect())}`);
    }
    return `${describe} (at ${JSON.stringify(rect)}, clipped by ${clips.join(' < ') || 'the window'})`;
  };
  if (mode === 'active') {
    const found = document.activeElement && (await unseen(document.activeElement));
    return found ? [found] : [];
  }
  const found: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(
    'a[href], button, input, select, textarea, summary, [tabindex]',
  )) {
    if (element.tabIndex < 0) continue;
    element.focus({ preventScroll: true });
    if (document.activeElement !== element) continue;
    const description = await unseen(element);
    if (description) found.push(description);
  }
  (document.activeElement as HTMLElement | null)?.blur();
  return found;
}

/** The elements on the page that take focus yet cannot be seen once focused. */
export const unseenFocusables = (page: Page): Promise<string[]> => page.evaluate(inspectFocus, 'all' as const);

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as someone without a mouse moves,
 * failing on a tab stop that cannot be seen or after `limit` stops.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}): Promise<void> {
  await target.waitFor();
  for (let stop = 0; stop <= limit; stop++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    if (stop === limit) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const unseen = await page.evaluate(inspectFocus, 'active' as const);
    if (unseen.length > 0) throw new Error(`Tab stop ${stop + 1} cannot be seen: ${unseen[0]}`);
  }
  throw new Error(`${limit} presses of Tab did not reach ${target.toString()}`);
}

/** Moves to a field with Tab and types into it, replacing what it held. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}
