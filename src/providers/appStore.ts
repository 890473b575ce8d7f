import { localStorageStore, type Store } from 'react-admin';
import { getIdentity } from './session';

// What react-admin keeps per list: its parameters (search, filters such as the product tab, sort, page)
// and its selection (`<resource>.selectedIds`, `<resource>.selectedIds.storeKeys`).
const LIST_STATE = /\.(listParams|selectedIds)(\.storeKeys)?$/;
const LIST_PREFIX = 'lists.';

const currentStore = () => getIdentity()?.tenantId ?? 'none';

/** Set while the page leaves for another store (see holdListState). */
let held = false;

/**
 * The page is leaving for another store: from the switch on, the session already names the next store while this
 * page still draws (and writes) the previous one's lists, whose search, tab or selection would be filed under the
 * next store and shown there after the reload. Until undone (the switch failed), list state is no longer written.
 */
export function holdListState(): () => void {
  held = true;
  return () => {
    held = false;
  };
}

/**
 * react-admin's store (kept in this browser) with every list's state filed under the session's store:
 * a selection, search or tab of one store never reaches another store's list, where its ids mean
 * nothing (a bulk change would answer "not found"). Starting in another store drops what the lists of
 * the previous one kept, so switching back starts afresh as well.
 */
export function appStore(base: Store = localStorageStore()): Store {
  const scoped = (key: string) => (LIST_STATE.test(key) ? `${LIST_PREFIX}${currentStore()}.${key}` : key);
  const dropOtherStores = () => {
    const own = `${LIST_PREFIX}${currentStore()}.`;
    for (const key of Object.keys(base.listItems?.(LIST_PREFIX) ?? {})) {
      if (!key.startsWith(own)) base.removeItem(key);
    }
  };
  return {
    ...base,
    setup: () => {
      base.setup();
      dropOtherStores();
    },
    getItem: (key, defaultValue) => base.getItem(scoped(key), defaultValue),
    setItem: (key, value) => {
      if (!(held && LIST_STATE.test(key))) base.setItem(scoped(key), value);
    },
    removeItem: (key) => {
      if (!(held && LIST_STATE.test(key))) base.removeItem(scoped(key));
    },
    removeItems: (prefix) => {
      base.removeItems(prefix);
      base.removeItems(`${LIST_PREFIX}${currentStore()}.${prefix}`);
    },
    subscribe: (key, callback) => base.subscribe(scoped(key), callback),
  };
}
