import { localStorageStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../../src/providers/appStore';
import { setIdentity } from '../../src/providers/session';
import { moderatorIn } from './storeIdentity';

/** The app's store as a page load in that store starts it. */
function startIn(tenantId: number) {
  setIdentity(moderatorIn(tenantId));
  const store = appStore(localStorageStore());
  store.setup();
  return store;
}

afterEach(() => localStorage.clear());

describe('appStore', () => {
  it("keeps each list's selection, search and tab to the store they were made in", () => {
    const first = startIn(1);
    first.setItem('brands.selectedIds', [1, 2, 3]);
    first.setItem('brands.selectedIds.storeKeys', ['brands.selectedIds']);
    first.setItem('products.listParams', { filter: { q: 'vestido', filterOption: 'pending' } });
    first.setItem('sidebar.open', false);
    first.teardown();

    const second = startIn(2);
    expect(second.getItem('brands.selectedIds', [])).toEqual([]);
    expect(second.getItem('brands.selectedIds.storeKeys')).toBeUndefined();
    expect(second.getItem('products.listParams')).toBeUndefined();
    // What is not a list's state stays with the person, whatever the store.
    expect(second.getItem('sidebar.open')).toBe(false);
    second.setItem('brands.selectedIds', [7]);
    second.teardown();

    // Back in the first store, its lists start afresh too.
    const again = startIn(1);
    expect(again.getItem('brands.selectedIds', [])).toEqual([]);
    expect(again.getItem('products.listParams')).toBeUndefined();
  });

  it('tells a list of its own changes', () => {
    const store = startIn(4);
    const seen: unknown[] = [];
    const stop = store.subscribe('brands.selectedIds', (ids) => seen.push(ids));
    store.setItem('brands.selectedIds', [5]);
    store.removeItems('brands');
    stop();
    expect(seen).toEqual([[5], undefined]);
  });
});
