import { ROLES, type Role } from './enums.js';

/** What one access level asks of a caller. */
export interface AccessRule {
  /** The roles of a signed-in user it admits; `null` is anyone, with or without a session. */
  roles: readonly Role[] | null;
  /** Whether it needs a current store the user may reach (members of an open store; staff reach every store). */
  store: boolean;
  /** Whether a web declaration may name it (spec section 6: the lowest role of a screen or action). */
  screen: boolean;
}

/** Staff: the provider's own people, who work in every store. */
export const STAFF_ROLES = ['moderator', 'administrator'] as const satisfies readonly Role[];

/**
 * The one access vocabulary. Every API route names one level in `config.access` (server/plugins/access.ts
 * enforces it); every web declaration names the `screen` ones per action (src/registry/access.ts,
 * src/providers/canAccess.ts). A level means the same roles on both sides.
 */
export const ACCESS_RULES = {
  /** Anyone, no session needed. */
  public: { roles: null, store: false, screen: false },
  /** Anyone, no session: the store is the one whose public key the path names (server/routes/storefront.ts). */
  storefront: { roles: null, store: false, screen: false },
  /** Any valid session. */
  signedIn: { roles: ROLES, store: false, screen: false },
  /** A valid session in a current store: the store's screens, open to staff too. */
  store: { roles: ROLES, store: true, screen: true },
  /** Staff (an administrator is also a moderator). */
  moderator: { roles: STAFF_ROLES, store: false, screen: true },
  administrator: { roles: ['administrator'], store: false, screen: true },
  /** Staff working on the current store. */
  storeModerator: { roles: STAFF_ROLES, store: true, screen: false },
  storeAdministrator: { roles: ['administrator'], store: true, screen: false },
} as const satisfies Record<string, AccessRule>;

export type Access = keyof typeof ACCESS_RULES;

/** Every level, in the table's order. */
export const ACCESS_LEVELS = Object.keys(ACCESS_RULES) as Access[];

/** The levels a web declaration names. */
export type ScreenAccess = { [L in Access]: (typeof ACCESS_RULES)[L]['screen'] extends true ? L : never }[Access];

export const SCREEN_ACCESS_LEVELS = ACCESS_LEVELS.filter((level) => ACCESS_RULES[level].screen) as ScreenAccess[];

export const isAccessLevel = (value: unknown): value is Access =>
  typeof value === 'string' && Object.hasOwn(ACCESS_RULES, value);

export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** Whether a level admits this role; `null` is a caller without a session. The store is checked apart. */
export function admits(level: Access, role: Role | null): boolean {
  const roles: readonly Role[] | null = ACCESS_RULES[level].roles;
  return roles === null || (role !== null && roles.includes(role));
}
