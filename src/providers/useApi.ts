import { useMemo } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';

// Every call of an API module answers a promise; its arguments are its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ApiModule = Record<string, (...args: any[]) => Promise<unknown>>;

/**
 * An area's API module as screens call it: a call refused for want of a session (401) signs out through
 * `authProvider.checkError`, as react-admin does for the data provider's record calls; the call still fails,
 * so its query or mutation ends as failed.
 */
export function useApi<A extends ApiModule>(api: A): A {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(api).map(([name, method]) => [
          name,
          (...args: unknown[]) =>
            method(...args).catch(async (error: unknown) => {
              await logoutIfAccessDenied(error);
              throw error;
            }),
        ]),
      ) as A,
    [api, logoutIfAccessDenied],
  );
}
