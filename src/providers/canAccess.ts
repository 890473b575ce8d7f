import type { Role } from '../../domain/enums';

/** What react-admin receives from authProvider.getPermissions(). */
export interface Permissions {
  role: Role;
  moderator: boolean;
  administrator: boolean;
}

/** Lowest role a screen needs; each level includes the ones before it. */
export type AccessLevel = 'store' | 'moderator' | 'administrator';
const RANK: Record<AccessLevel, number> = { store: 0, moderator: 1, administrator: 2 };

/** `*` is every action; a named action overrides it. */
export type ResourceAccess = { '*': AccessLevel } & Partial<Record<string, AccessLevel>>;

const store: ResourceAccess = { '*': 'store' };
const moderator: ResourceAccess = { '*': 'moderator' };

/**
 * Spec section 6. Store screens are for everyone signed in (staff work inside a store too);
 * the Customer Success screens are for moderators, provider categories for administrators.
 * Resources absent from the table are denied.
 */
export const ACCESS: Record<string, ResourceAccess> = {
  products: store,
  modelings: store,
  'table-setup': store,
  brands: store,
  categories: store,
  orders: store,
  'returns-upload': store,
  reports: store,
  'unknown-products': store,
  'tenant-settings': moderator,
  dashboard: moderator,
  integrations: moderator,
  // Store users list provider brands to link their own brands to one; only staff change them.
  'strong-brands': { '*': 'moderator', list: 'store' },
  'strong-modelings': moderator,
  'size-styles': moderator,
  'admin-settings': moderator,
  'strong-categories': { '*': 'administrator' },
};

function rankOf(permissions: Permissions): number {
  if (permissions.administrator || permissions.role === 'administrator') return RANK.administrator;
  if (permissions.moderator || permissions.role === 'moderator') return RANK.moderator;
  return RANK.store;
}

export function canAccess({
  permissions,
  resource,
  action,
}: {
  permissions: Permissions | null | undefined;
  resource: string;
  action: string;
}): boolean {
  if (!permissions) return false;
  const rule = ACCESS[resource];
  if (!rule) return false;
  const needed = rule[action] ?? rule['*'];
  return rankOf(permissions) >= RANK[needed];
}
