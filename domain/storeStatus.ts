import { STORE_STATUSES } from './enums.js';

export type StoreStatus = (typeof STORE_STATUSES)[number];

/** What a store's status lets run (docs/decisions/0065). */
export interface StatusEffects {
  /** The storefront API answers calls made with the store's key. */
  storefront: boolean;
  /** The feed schedule re-imports the store's feed (an import asked for by hand still runs). */
  feedSchedule: boolean;
  /** The store's own users may sign in to it and work in it (staff always may). */
  storeUsers: boolean;
}

const ON: StatusEffects = { storefront: true, feedSchedule: true, storeUsers: true };

export const STATUS_EFFECTS: Readonly<Record<StoreStatus, StatusEffects>> = {
  TRIAL: ON,
  ACTIVE: ON,
  // Being set up: the site is tested against the storefront API and the catalogue imported.
  IMPLANTATION: ON,
  // A pause the store asked for: the service is off on its site, its people keep their back-office.
  PAUSED: { storefront: false, feedSchedule: false, storeUsers: true },
  // Switched off by the provider (e.g. unpaid): the same as a pause, until the provider switches it on again.
  INACTIVE: { storefront: false, feedSchedule: false, storeUsers: true },
  // The store left: nothing runs and its people no longer sign in; staff keep its data.
  CHURN: { storefront: false, feedSchedule: false, storeUsers: false },
};

/** The statuses under which `effect` runs, for queries. */
export const statusesWith = (effect: keyof StatusEffects): StoreStatus[] =>
  STORE_STATUSES.filter((status) => STATUS_EFFECTS[status][effect]);

/** Whether `effect` runs for a store of this status; an unknown status runs nothing. */
export const statusAllows = (status: string | null | undefined, effect: keyof StatusEffects): boolean =>
  (STORE_STATUSES as readonly string[]).includes(status ?? '') && STATUS_EFFECTS[status as StoreStatus][effect];

/**
 * How long a server process keeps what a storefront key opens (the store, its status and features):
 * a key rotated, a status or a feature changed in another process is seen within this time; in the
 * process that saved it, at once.
 */
export const STOREFRONT_STORE_CACHE_SECONDS = 2;
