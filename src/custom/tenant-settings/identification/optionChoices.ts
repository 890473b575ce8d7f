import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../../../i18n/intlLocale';

export interface Choice {
  id: string;
  name: string;
}

/** Intl's name of a code in the interface language, the code itself where Intl has none. */
function intlNames(locale: string, type: 'region' | 'currency') {
  const names = new Intl.DisplayNames([locale], { type, fallback: 'code' });
  return (code: string) => names.of(code) ?? code;
}

const humanized = (code: string) =>
  code
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * Choices of the store settings' lists in the interface language: countries and currencies named by
 * Intl (sorted by name, currencies keep the server's order, most used first), the rest by the texts
 * under `app.storeSettings.options.<list>`; a platform without a text keeps its own name.
 */
export function useOptionChoices() {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return useMemo(() => {
    const country = intlNames(locale, 'region');
    const currency = intlNames(locale, 'currency');
    const collator = new Intl.Collator(locale);
    return {
      countries: (codes: string[]) =>
        codes.map((id) => ({ id, name: country(id) })).sort((a, b) => collator.compare(a.name, b.name)),
      currencies: (codes: string[]) => codes.map((id) => ({ id, name: `${id} · ${currency(id)}` })),
      named: (list: string, codes: string[]) =>
        codes.map((id) => ({ id, name: translate(`app.storeSettings.options.${list}.${id}`, { _: humanized(id) }) })),
    };
  }, [locale, translate]);
}
