import type { Role } from '../../domain/enums';
import { admits } from '../../domain/access';
import { ACCESS, FEATURE_GATE_OF } from '../registry/access';
import { gateOpen } from '../../domain/featureGates';

/** What react-admin receives from authProvider.getPermissions(). */
export interface Permissions {
  role: Role;
  moderator: boolean;
  administrator: boolean;
  /** The current store's features: a screen behind a feature gate opens only when the store passes it. */
  features: readonly string[];
}

export { ACCESS };

/** The role the permissions stand for: the highest their flags or role name. */
function roleOf(permissions: Permissions): Role {
  if (permissions.administrator || permissions.role === 'administrator') return 'administrator';
  if (permissions.moderator || permissions.role === 'moderator') return 'moderator';
  return 'store';
}

/**
 * Spec section 6: what the role of the signed-in user may do on a resource, by the declared ACCESS table and
 * the roles each level admits (domain/access.ts, as the server reads it);
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
  return admits(needed, roleOf(permissions));
}
