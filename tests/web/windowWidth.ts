import { vi } from 'vitest';

/**
 * Makes the window `width` pixels wide as media queries of `max-width` see it (MUI's useMediaQuery asks
 * matchMedia; the test window is otherwise 1366 px wide, vitest.config.ts). Undone by `vi.unstubAllGlobals()`.
 */
export function stubWindowWidth(width: number): void {
  vi.stubGlobal('matchMedia', (media: string) => {
    const maxWidth = /max-width:\s*([\d.]+)px/.exec(media);
    return {
      matches: maxWidth !== null && width <= Number(maxWidth[1]),
      media,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}
