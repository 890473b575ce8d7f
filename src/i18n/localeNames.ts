import type { Locale as RaLocale } from 'react-admin';
import { LOCALES } from './messages/types';
import { NATIVE_NAMES } from './nativeNames';

/** The four languages as the language pickers list them. */
export function getLocales(): RaLocale[] {
  return LOCALES.map((locale) => ({ locale, name: NATIVE_NAMES[locale] }));
}
