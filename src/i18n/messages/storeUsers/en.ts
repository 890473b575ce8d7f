import type { StoreUsersTexts } from './ptBR';

export const en: StoreUsersTexts = {
  app: {
    tenantSettings: { tabs: { users: 'Users and permissions' } },
    storeUsers: {
      intro:
        'Store users reach only the stores they belong to. Moderators and administrators reach every store and are not listed here.',
      addTitle: 'Add user',
      email: 'E-mail',
      emailHint: 'The e-mail of an existing account.',
      invalidEmail: 'Enter an e-mail.',
      add: 'Add user',
      added: '%{email} now reaches this store.',
      listTitle: "The store's users",
      name: 'Name',
      actions: 'Actions',
      empty: 'This store has no users yet.',
      remove: 'Detach from the store',
      removeOne: 'Detach %{email} from the store',
      confirmTitle: 'Detach user',
      confirmContent: '%{email} will no longer reach this store. The account stays. Continue?',
      removed: '%{email} no longer reaches this store.',
    },
  },
};
