import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import {
  AdminContext,
  memoryStore,
  Notification,
  TestMemoryRouter,
  type AuthProvider,
  type TranslationMessages,
} from 'react-admin';
import type { Role } from '../../domain/enums';
import { DEFAULT_STORE_FEATURES } from '../../domain/featureGates';
import { accountsMessages, authMessages, shellMessages } from './i18nAreas';
import { mergeMessages } from '../../src/i18n/messages/merge';
import type { Locale, MessageTree } from '../../src/i18n/messages/types';
import { canAccess, type Permissions } from '../../src/providers/canAccess';
import { dataProvider } from '../../src/providers/dataProvider';

// A whole react-admin tree renders slowly on a busy two-core machine; wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });

export const PERMISSIONS: Record<Role, Permissions> = {
  store: { role: 'store', moderator: false, administrator: false, features: DEFAULT_STORE_FEATURES },
  moderator: { role: 'moderator', moderator: true, administrator: false, features: DEFAULT_STORE_FEATURES },
  administrator: { role: 'administrator', moderator: true, administrator: true, features: DEFAULT_STORE_FEATURES },
};

/** The shell's texts in one language over react-admin's English ones, with the staff entries of its menu. */
export function shellI18nIn(locale: Locale) {
  const messages = mergeMessages(
    englishMessages as unknown as MessageTree,
    shellMessages[locale],
    authMessages[locale],
    accountsMessages[locale],
  ) as unknown as TranslationMessages;
  return polyglotI18nProvider(() => messages, locale, [{ locale, name: locale }], { allowMissing: true });
}
export const i18nProvider = shellI18nIn('en');

/** A signed-in user of the given role, decided by the app's real canAccess table. */
export function signedInAs(role: Role, tenantName: string | null = 'Loja Alfa'): AuthProvider {
  const permissions = PERMISSIONS[role];
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
    getIdentity: async () => ({
      id: 1,
      fullName: 'Ana',
      tenantId: tenantName ? 10 : null,
      tenantName,
      moderatorUser: permissions.moderator,
      administratorUser: permissions.administrator,
    }),
    canAccess: async ({ resource, action }) => canAccess({ permissions, resource, action }),
  };
}

export function renderShell(
  ui: ReactNode,
  { role = 'store' as Role, path = '/', tenantName = 'Loja Alfa' as string | null, locale = 'en' as Locale } = {},
) {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        i18nProvider={locale === 'en' ? i18nProvider : shellI18nIn(locale)}
        authProvider={signedInAs(role, tenantName)}
        dataProvider={dataProvider}
        store={memoryStore()}
      >
        {ui}
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}
