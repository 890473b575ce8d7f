import { useEffect, useState } from 'react';
import { httpClient } from '../../providers/httpClient';

/** The support address from server configuration; empty until known (or if the server cannot say). */
export function useSupportEmail(): string {
  const [email, setEmail] = useState('');
  useEffect(() => {
    let live = true;
    httpClient('/app-info', { session: false })
      .then(({ json }) => {
        if (live && typeof json?.supportEmail === 'string') setEmail(json.supportEmail);
      })
      // Only the help texts need it; the login works without.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return email;
}
