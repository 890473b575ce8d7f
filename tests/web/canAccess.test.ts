import { describe, expect, it } from 'vitest';
import { admits } from '../../domain/access';
import { DEFAULT_STORE_FEATURES } from '../../domain/featureGates';
import { ACCESS, canAccess, type Permissions } from '../../src/providers/canAccess';

const roles: Record<'store' | 'moderator' | 'administrator', Permissions> = {
  store: { role: 'store', moderator: false, administrator: false, features: DEFAULT_STORE_FEATURES },
  moderator: { role: 'moderator', moderator: true, administrator: false, features: DEFAULT_STORE_FEATURES },
  administrator: { role: 'administrator', moderator: true, administrator: true, features: DEFAULT_STORE_FEATURES },
};

const storeScreens = [
  'products',
  'modelings',
  'table-setup',
  'brands',
  'categories',
  'orders',
  'returns-upload',
  'reports',
  'unknown-products',
];
const moderatorScreens = [
  'tenant-settings',
  'dashboard',
  'integrations',
  'strong-modelings',
  'size-styles',
  'admin-settings',
];
const actions = ['list', 'show', 'create', 'edit', 'delete', 'export'];

type Row = [resource: string, action: string, store: boolean, moderator: boolean, administrator: boolean];

const table: Row[] = [
  ...storeScreens.flatMap((r) => actions.map((a): Row => [r, a, true, true, true])),
  ...moderatorScreens.flatMap((r) => actions.map((a): Row => [r, a, false, true, true])),
  // The screen is for staff; store users read provider brands through the API only (the brand editor's picker).
  ...['list', 'show', 'create', 'edit', 'delete'].map((a): Row => ['strong-brands', a, false, true, true]),
  ...actions.map((a): Row => ['strong-categories', a, false, false, true]),
  // Staff accounts: administrators only, so a moderator makes nobody staff.
  ...actions.map((a): Row => ['staff-accounts', a, false, false, true]),
  ['integrations', 'restart', false, false, true],
  ['admin-settings', 'administer', false, false, true],
  ['unknown-resource', 'list', false, false, false],
];

describe('canAccess', () => {
  it.each(table)('%s / %s: store %s, moderator %s, administrator %s', (resource, action, store, moderator, admin) => {
    expect(canAccess({ permissions: roles.store, resource, action })).toBe(store);
    expect(canAccess({ permissions: roles.moderator, resource, action })).toBe(moderator);
    expect(canAccess({ permissions: roles.administrator, resource, action })).toBe(admin);
  });

  it('denies everything without permissions', () => {
    for (const resource of Object.keys(ACCESS)) {
      expect(canAccess({ permissions: undefined, resource, action: 'list' })).toBe(false);
    }
  });

  it('reads each declared level as the server does: the roles domain/access.ts says it admits', () => {
    const wrong: string[] = [];
    for (const [resource, rule] of Object.entries(ACCESS)) {
      for (const [action, level] of Object.entries(rule)) {
        for (const role of ['store', 'moderator', 'administrator'] as const) {
          const allowed = canAccess({ permissions: roles[role], resource, action });
          if (level && allowed !== admits(level, role)) wrong.push(`${resource} ${action} ${role}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('covers every resource of the table in the test rows', () => {
    const tested = new Set(table.map(([resource]) => resource));
    expect(Object.keys(ACCESS).filter((r) => !tested.has(r))).toEqual([]);
  });
});

describe('canAccess and the store features', () => {
  it("closes a screen behind a feature gate when the current store lacks the gate's features, whatever the role", () => {
    for (const role of ['store', 'moderator', 'administrator'] as const) {
      const without = { ...roles[role], features: ['FITTING_ROOM'] };
      expect(canAccess({ permissions: without, resource: 'orders', action: 'list' }), role).toBe(false);
      expect(canAccess({ permissions: without, resource: 'returns-upload', action: 'list' }), role).toBe(false);
      expect(canAccess({ permissions: without, resource: 'products', action: 'list' }), role).toBe(true);
      const withOrders = { ...roles[role], features: ['ORDER_TRACKING'] };
      expect(canAccess({ permissions: withOrders, resource: 'orders', action: 'show' }), role).toBe(true);
      expect(canAccess({ permissions: withOrders, resource: 'returns-upload', action: 'list' }), role).toBe(false);
    }
  });
});
