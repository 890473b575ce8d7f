import type { ReactNode } from 'react';
import { Loading, useCanAccess } from 'react-admin';
import { AccessDenied } from './AccessDenied';

interface Props {
  resource: string;
  action?: string;
  children: ReactNode;
}

/** Renders the screen only for roles that canAccess allows; others get the access-refused page in its place. */
export function RequireAccess({ resource, action = 'list', children }: Props) {
  const { canAccess, isPending } = useCanAccess({ resource, action });
  if (isPending) return <Loading />;
  // A failed check (error) leaves canAccess undefined: refused, never shown by default.
  return canAccess ? <>{children}</> : <AccessDenied />;
}
