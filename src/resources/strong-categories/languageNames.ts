import { useMemo } from 'react';
import { STOREFRONT_LANGUAGES, type StorefrontLanguage } from '../../../domain/storefrontLanguages';
import { useIntlLocale } from '../../i18n/intlLocale';

export interface NamedLanguage {
  code: StorefrontLanguage;
  /** The language's name in the interface language, from Intl (the code when Intl does not know it). */
  name: string;
}

/** The storefront languages, each named in the interface language. */
export function useStorefrontLanguages(): readonly NamedLanguage[] {
  const locale = useIntlLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'language' });
    return STOREFRONT_LANGUAGES.map((code) => ({ code, name: names.of(code) ?? code }));
  }, [locale]);
}
