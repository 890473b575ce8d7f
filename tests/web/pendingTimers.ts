/**
 * The short timers a file's screens leave behind. React-admin's autocomplete filters 250 ms after its text
 * changes (on a choice, on closing) and does not cancel that when it unmounts; the filter change then sets state
 * on the next tick. Fired after the file's environment is gone, such a timer fails the run with "window is not
 * defined". `shortTimersSettled` waits for exactly those timers (and the ones they start) to run, while the
 * document still exists; long ones (query caches' garbage collection, polling) are left to the teardown.
 */
const SHORT_TIMER_MS = 1000;
const pending = new Set<ReturnType<typeof setTimeout>>();
const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globalThis;

export function trackShortTimers(): void {
  globalThis.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (typeof handler !== 'function' || (delay ?? 0) > SHORT_TIMER_MS) {
      return realSetTimeout(handler as () => void, delay, ...args);
    }
    const id = realSetTimeout(() => {
      pending.delete(id);
      handler(...args);
    }, delay);
    pending.add(id);
    return id;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((id?: ReturnType<typeof setTimeout>) => {
    if (id !== undefined) pending.delete(id);
    realClearTimeout(id);
  }) as typeof clearTimeout;
}

/** Resolves once no short timer is pending: each has run or been cleared. */
export async function shortTimersSettled(): Promise<void> {
  while (pending.size > 0) await new Promise((resolve) => realSetTimeout(resolve, 10));
}
