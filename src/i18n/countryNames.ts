import { useMemo } from 'react';
import { useIntlLocale } from './intlLocale';

/** A country's name (ISO 3166 alpha-2 code) in the interface language; the code itself when Intl lacks it. */
export function useCountryName(): (code: string) => string {
  const locale = useIntlLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    return (code: string) => {
      try {
        return names.of(code.toUpperCase()) ?? code;
      } catch {
        return code;
      }
    };
  }, [locale]);
}
