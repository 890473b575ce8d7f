import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './mswServer.js';

// jsdom has no IntersectionObserver; react-admin's infinite lists only need it to exist.
class IntersectionObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver;

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
// React-admin's autocomplete filters 250 ms after its text changes (on a choice, on closing) and does not
// cancel that when it unmounts; the filter change then sets state on the next tick. After a file's last test,
// let such timers run while the document still exists: fired after the file's environment is gone, they
// fail the run with "window is not defined".
const PENDING_INPUT_TIMERS_MS = 500;
afterAll(async () => {
  server.close();
  await new Promise((resolve) => setTimeout(resolve, PENDING_INPUT_TIMERS_MS));
});
