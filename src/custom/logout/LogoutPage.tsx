import { useEffect, useRef } from 'react';
import { Loading, useLogout } from 'react-admin';
import { reloadPage } from '../../components/pageReload';

/** /logout: ends the session, then reloads at the root so nothing of the previous user stays in memory. */
export function LogoutPage() {
  const logout = useLogout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // `false`: no client-side redirect, the reload takes its place. The authProvider's logout always resolves.
    void logout(undefined, false).finally(() => reloadPage('/'));
  }, [logout]);

  return <Loading loadingPrimary="app.logout.inProgress" loadingSecondary="ra.message.loading" />;
}
