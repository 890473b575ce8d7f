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
