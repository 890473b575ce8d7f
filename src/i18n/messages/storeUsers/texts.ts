/** The users and permissions tab of the store settings. */
export const ptBR = {
  app: {
    tenantSettings: { tabs: { users: 'Usuários e permissões' } },
    storeUsers: {
      intro:
        'Usuários da loja acessam só as lojas às quais pertencem. Moderadores e administradores acessam todas e não aparecem aqui.',
      addTitle: 'Convidar usuário',
      email: 'E-mail',
      emailHint: 'Um e-mail novo recebe um convite para criar a senha.',
      nameHint: 'O nome de uma conta nova.',
      role: 'Papel',
      roleHint: 'A equipe é convidada na tela Equipe.',
      invalidEmail: 'Informe um e-mail.',
      add: 'Convidar',
      invited: 'Convite enviado para %{email}.',
      resendOne: 'Reenviar o convite de %{email}',
      resent: 'Convite reenviado para %{email}.',
      withdrawOne: 'Cancelar o convite de %{email}',
      withdrawTitle: 'Cancelar convite',
      withdrawContent: 'O link enviado a %{email} deixa de funcionar e o convite sai desta loja. Continuar?',
      withdrawn: 'Convite de %{email} cancelado.',
      added: '%{email} agora acessa esta loja.',
      listTitle: 'Usuários da loja',
      name: 'Nome',
      actions: 'Ações',
      empty: 'Esta loja ainda não tem usuários.',
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
      addTitle: 'Invite user',
      email: 'E-mail',
      emailHint: 'A new e-mail gets an invitation to set a password.',
      nameHint: 'The name of a new account.',
      role: 'Role',
      roleHint: 'Staff are invited from the Staff screen.',
      invalidEmail: 'Enter an e-mail.',
      add: 'Invite',
      invited: 'Invitation sent to %{email}.',
      resendOne: 'Send the invitation to %{email} again',
      resent: 'Invitation sent again to %{email}.',
      withdrawOne: 'Withdraw the invitation of %{email}',
      withdrawTitle: 'Withdraw invitation',
      withdrawContent: 'The link sent to %{email} stops working and the invitation leaves this store. Continue?',
      withdrawn: 'Invitation of %{email} withdrawn.',
      added: '%{email} now reaches this store.',
      listTitle: "The store's users",
      name: 'Name',
      actions: 'Actions',
      empty: 'This store has no users yet.',
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
      addTitle: 'Invitar usuario',
      email: 'Correo electrónico',
      emailHint: 'Un correo nuevo recibe una invitación para crear la contraseña.',
      nameHint: 'El nombre de una cuenta nueva.',
      role: 'Rol',
      roleHint: 'El equipo se invita en la pantalla Equipo.',
      invalidEmail: 'Ingrese un correo electrónico.',
      add: 'Invitar',
      invited: 'Invitación enviada a %{email}.',
      resendOne: 'Reenviar la invitación de %{email}',
      resent: 'Invitación reenviada a %{email}.',
      withdrawOne: 'Retirar la invitación de %{email}',
      withdrawTitle: 'Retirar invitación',
      withdrawContent:
        'El enlace enviado a %{email} deja de funcionar y la invitación sale de esta tienda. ¿Continuar?',
      withdrawn: 'Invitación de %{email} retirada.',
      added: '%{email} ahora accede a esta tienda.',
      listTitle: 'Usuarios de la tienda',
      name: 'Nombre',
      actions: 'Acciones',
      empty: 'Esta tienda aún no tiene usuarios.',
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
      addTitle: 'Inviter un utilisateur',
      email: 'E-mail',
      emailHint: 'Un nouvel e-mail reçoit une invitation à créer son mot de passe.',
      nameHint: "Le nom d'un nouveau compte.",
      role: 'Rôle',
      roleHint: "L'équipe est invitée depuis l'écran Équipe.",
      invalidEmail: 'Saisissez un e-mail.',
      add: 'Inviter',
      invited: 'Invitation envoyée à %{email}.',
      resendOne: "Renvoyer l'invitation de %{email}",
      resent: 'Invitation renvoyée à %{email}.',
      withdrawOne: "Retirer l'invitation de %{email}",
      withdrawTitle: "Retirer l'invitation",
      withdrawContent:
        "Le lien envoyé à %{email} ne fonctionne plus et l'invitation quitte cette boutique. Continuer ?",
      withdrawn: 'Invitation de %{email} retirée.',
      added: '%{email} accède maintenant à cette boutique.',
      listTitle: 'Utilisateurs de la boutique',
      name: 'Nom',
      actions: 'Actions',
      empty: "Cette boutique n'a pas encore d'utilisateurs.",
      removeOne: 'Retirer %{email} de la boutique',
      confirmTitle: "Retirer l'utilisateur",
      confirmContent: "%{email} n'accédera plus à cette boutique. Le compte est conservé. Continuer ?",
      removed: "%{email} n'accède plus à cette boutique.",
    },
  },
};
