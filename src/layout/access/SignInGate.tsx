import type { ReactNode } from 'react';
import { Navigate, useAuthState, useLocation } from 'react-admin';
import { LoginScreen } from './LoginScreen';

/**
 * Spec section 2: without a session only the login screen is shown, at the site root, and every other
 * address redirects there. It wraps the layout, so a session that ends mid-visit (react-admin then
 * navigates to /) lands on the login screen too.
 */
export function SignInGate({ children }: { children: ReactNode }) {
  // `false`: checking must not log out (and redirect) by itself; this gate decides what to show.
  const { isPending, authenticated } = useAuthState(undefined, false);
  const { pathname } = useLocation();
  if (isPending) return null;
  if (!authenticated) return pathname === '/' ? <LoginScreen /> : <Navigate to="/" replace />;
  return <>{children}</>;
}
