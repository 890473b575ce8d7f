/** The users and permissions tab of the store settings. */
export const ptBR = {
  app: {
    tenantSettings: { tabs: { users: 'Usuários e permissões' } },
    storeUsers: {
      intro:
        'Usuários da loja acessam só as lojas às quais pertencem. Moderadores e administradores acessam todas e não aparecem aqui.',
      addTitle: 'Adicionar usuário',
      email: 'E-mail',
      emailHint: 'O e-mail de uma conta existente.',
      invalidEmail: 'Informe um e-mail.',
      add: 'Adicionar usuário',
      added: '%{email} agora acessa esta loja.',
      listTitle: 'Usuários da loja',
      name: 'Nome',
      actions: 'Ações',
      empty: 'Esta loja ainda não tem usuários.',
      remove: 'Desvincular da loja',
      removeOne: 'Desvincular %{email} da loja',
      confirmTitle: 'Desvincular usuário',
      confirmContent: '%{email} deixará de acessar esta loja. A conta continua existindo. Continuar?',
      removed: '%{email} não acessa mais esta loja.',
    },
  },
};

export type StoreUsersTexts = typeof ptBR;

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

export const es: StoreUsersTexts = {
  app: {
    tenantSettings: { tabs: { users: 'Usuarios y permisos' } },
    storeUsers: {
      intro:
        'Los usuarios de la tienda acceden solo a las tiendas a las que pertenecen. Moderadores y administradores acceden a todas y no aparecen aquí.',
      addTitle: 'Agregar usuario',
      email: 'Correo electrónico',
      emailHint: 'El correo de una cuenta existente.',
      invalidEmail: 'Ingrese un correo electrónico.',
      add: 'Agregar usuario',
      added: '%{email} ahora accede a esta tienda.',
      listTitle: 'Usuarios de la tienda',
      name: 'Nombre',
      actions: 'Acciones',
      empty: 'Esta tienda aún no tiene usuarios.',
      remove: 'Desvincular de la tienda',
      removeOne: 'Desvincular %{email} de la tienda',
      confirmTitle: 'Desvincular usuario',
      confirmContent: '%{email} dejará de acceder a esta tienda. La cuenta sigue existiendo. ¿Continuar?',
      removed: '%{email} ya no accede a esta tienda.',
    },
  },
};

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
