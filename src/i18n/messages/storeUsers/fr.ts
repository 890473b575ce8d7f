import type { StoreUsersTexts } from './ptBR';

export const fr: StoreUsersTexts = {
  app: {
    tenantSettings: { tabs: { users: 'Utilisateurs et autorisations' } },
    storeUsers: {
      intro:
        "Les utilisateurs d'une boutique n'accèdent qu'aux boutiques dont ils sont membres. Les modérateurs et administrateurs accèdent à toutes et ne figurent pas ici.",
      addTitle: 'Ajouter un utilisateur',
      email: 'E-mail',
      emailHint: "L'e-mail d'un compte existant.",
      invalidEmail: 'Saisissez un e-mail.',
      add: 'Ajouter un utilisateur',
      added: '%{email} accède maintenant à cette boutique.',
      listTitle: 'Utilisateurs de la boutique',
      name: 'Nom',
      actions: 'Actions',
      empty: "Cette boutique n'a pas encore d'utilisateurs.",
      remove: 'Retirer de la boutique',
      removeOne: 'Retirer %{email} de la boutique',
      confirmTitle: "Retirer l'utilisateur",
      confirmContent: "%{email} n'accédera plus à cette boutique. Le compte est conservé. Continuer ?",
      removed: "%{email} n'accède plus à cette boutique.",
    },
  },
};
