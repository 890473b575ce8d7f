import type { Role } from '../../domain/enums';
import { ACCESS, FEATURE_GATE_OF } from '../registry/access';
import { gateOpen } from '../../domain/featureGates';
import type { AccessLevel } from '../registry/types';

/** What react-admin receives from authProvider.getPermissions(). */
export interface Permissions {
  role: Role;
  moderator: boolean;
  administrator: boolean;
  /** The current store's features: a screen behind a feature gate opens only when the store passes it. */
  features: readonly string[];
}

const RANK: Record<AccessLevel, number> = { store: 0, moderator: 1, administrator: 2 };

export { ACCESS };

function rankOf(permissions: Permissions): number {
  if (permissions.administrator || permissions.role === 'administrator') return RANK.administrator;
  if (permissions.moderator || permissions.role === 'moderator') return RANK.moderator;
  return RANK.store;
}

/**
 * Spec section 6: what the role of the signed-in user may do on a resource, by the declared ACCESS table;
 * a resource behind a feature gate also needs the current store to pass it.
 */
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
  const gate = FEATURE_GATE_OF[resource];
  if (gate && !gateOpen(permissions.features, gate)) return false;
  return rankOf(permissions) >= RANK[needed];
}
