import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DEFAULT_LOCALE, i18nProvider } from '../../src/i18n/index';
import { server } from './mswServer.js';
import { shortTimersSettled, trackShortTimers } from './pendingTimers.js';

trackShortTimers();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterAll(async () => {
  server.close();
  // The files of a worker share the app's modules and document (vitest.config.ts): the next file starts as the
  // first did, in the default language (which also sets the page's lang), at the root, with an empty page.
  await i18nProvider.changeLocale(DEFAULT_LOCALE);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
  await shortTimersSettled();
});
