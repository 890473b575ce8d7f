import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useGetIdentity } from 'react-admin';
import { getIdentity, type Identity } from '../providers/session';

/** What permissions are derived from: the role and the current store with its features. */
const accessOf = (identity: Partial<Identity> | null | undefined) =>
  identity
    ? JSON.stringify([
        identity.role,
        identity.moderatorUser,
        identity.administratorUser,
        identity.tenantId,
        [...(identity.tenantFeatures ?? [])].sort(),
      ])
    : undefined;

/**
 * Permissions are answered from the identity kept since sign-in; when GET /me answers another role, store
 * or set of features (a feature turned off in the store's settings, here or elsewhere), every access
 * decision is asked again, so the menu stops offering a screen the store no longer has and the screen
 * open at that moment says why.
 */
export function useAccessFollowsIdentity(): void {
  const { identity } = useGetIdentity();
  const queryClient = useQueryClient();
  const decidedWith = useRef(accessOf(getIdentity()));
  const current = accessOf(identity as Partial<Identity> | undefined);
  useEffect(() => {
    if (current === undefined || current === decidedWith.current) return;
    decidedWith.current = current;
    void queryClient.invalidateQueries({ queryKey: ['auth', 'canAccess'] });
    void queryClient.invalidateQueries({ queryKey: ['auth', 'getPermissions'] });
  }, [current, queryClient]);
}
