import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, Notification, type AuthProvider, type TranslationMessages } from 'react-admin';
import { accountsMessages, authMessages, errorsMessages, termsMessages, validationMessages } from './i18nAreas';
import { dataProvider } from '../../src/providers/dataProvider';
import { mergeMessages } from '../../src/i18n/messages/merge';
import { LOCALES, type Locale, type MessageTree } from '../../src/i18n/messages/types';
import { DEFAULT_STORE_FEATURES } from '../../domain/featureGates';

interface Options {
  authProvider?: AuthProvider;
  locale?: Locale;
}

const NAMES: Record<Locale, string> = { ptBR: 'Português (Brasil)', en: 'English', es: 'Español', fr: 'Français' };

/**
 * Texts of the areas these tests cover (react-admin's own texts in English in every language),
 * independent of the app's full language files.
 */
export function i18nFor(initial: Locale) {
  const messagesOf = (locale: string) => {
    const l = locale as Locale;
    return mergeMessages(
      englishMessages as unknown as MessageTree,
      authMessages[l],
      accountsMessages[l],
      termsMessages[l],
      errorsMessages[l],
      validationMessages[l],
    ) as unknown as TranslationMessages;
  };
  const locales = LOCALES.map((locale) => ({ locale, name: NAMES[locale] }));
  return polyglotI18nProvider(messagesOf, initial, locales, { allowMissing: true });
}

/** A user of store 10 who is a moderator or not; without canAccess, react-admin lets every screen open. */
export const authAs = (moderator: boolean): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ({
    role: moderator ? 'moderator' : 'store',
    moderator,
    administrator: false,
    features: DEFAULT_STORE_FEATURES,
  }),
  getIdentity: async () => ({ id: 1, tenantId: 10, tenantName: 'Alpha' }),
});

/** Renders inside react-admin's contexts, with the notification bar so notices can be asserted. */
export function renderWithAdmin(ui: ReactNode, { authProvider, locale = 'en' }: Options = {}) {
  return render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={i18nFor(locale)}
      authProvider={authProvider}
      store={memoryStore()}
    >
      {ui}
      <Notification />
    </AdminContext>,
  );
}
