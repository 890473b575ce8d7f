import { useEffect } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { ScreenTitle } from './screenTitle';

export const PRODUCT_NAME = 'Provador';

/** document.title = `Provador · <store name> · <screen name>` (the store part only when there is one). */
export function usePageTitle(screen: ScreenTitle | string) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { key, options } = typeof screen === 'string' ? { key: screen, options: undefined } : screen;
  const screenName = translate(key, { _: key, ...options });
  const storeName = (identity?.tenantName as string | null | undefined) ?? null;

  useEffect(() => {
    document.title = [PRODUCT_NAME, storeName, screenName].filter(Boolean).join(' · ');
  }, [storeName, screenName]);
}
