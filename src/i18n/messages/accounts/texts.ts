/** Accounts: states, the staff screen, the own password, forgotten passwords and the set-password page. */
export const ptBR = {
  app: {
    menu: { staffAccounts: 'Equipe', changePassword: 'Trocar senha' },
    pages: { staffAccounts: 'Equipe' },
    accounts: {
      state: 'Situação',
      lastSignIn: 'Último acesso',
      neverSignedIn: 'Nunca',
      states: { invited: 'Convidado', active: 'Ativo', disabled: 'Desativado' },
      roles: { store: 'Usuário da loja', moderator: 'Moderador', administrator: 'Administrador' },
      disableOne: 'Desativar a conta de %{email}',
      enableOne: 'Reativar a conta de %{email}',
      disableTitle: 'Desativar conta',
      disableContent: '%{email} não poderá mais entrar, e as sessões abertas terminam agora. Continuar?',
      disabled: 'A conta de %{email} foi desativada.',
      enabled: 'A conta de %{email} foi reativada.',
    },
    staffAccounts: {
      intro: 'Moderadores e administradores acessam todas as lojas. Só administradores convidam ou desativam a equipe.',
      invite: 'Convidar membro da equipe',
      send: 'Enviar convite',
      invited: 'Convite enviado para %{email}.',
    },
    password: {
      current: 'Senha atual',
      new: 'Nova senha',
      confirm: 'Repita a nova senha',
      rules: 'De %{min} a %{max} caracteres; uma frase longa é uma ótima senha. Senhas muito comuns são recusadas.',
      mismatch: 'As duas senhas não são iguais.',
      changeTitle: 'Trocar senha',
      change: 'Trocar senha',
      changed: 'Senha trocada. As outras sessões desta conta foram encerradas.',
    },
    forgotPassword: {
      title: 'Redefinir senha',
      intro: 'Informe o e-mail da sua conta. Enviaremos um link para você escolher uma nova senha.',
      send: 'Enviar link',
      sent: 'Se houver uma conta para %{email}, um link foi enviado. Confira sua caixa de entrada.',
    },
    setPassword: {
      title: 'Escolha uma nova senha',
      welcome: 'Bem-vindo ao Provador: crie sua senha',
      account: 'Conta: %{email}',
      submit: 'Salvar senha',
      done: 'Senha salva. Entre com ela; as sessões anteriores foram encerradas.',
      doneInvitation: 'Senha criada. Entre com seu e-mail e esta senha para aceitar os Termos de Uso.',
      toLogin: 'Ir para a tela de acesso',
    },
  },
};

export type AccountsTexts = typeof ptBR;

export const en: AccountsTexts = {
  app: {
    menu: { staffAccounts: 'Staff', changePassword: 'Change password' },
    pages: { staffAccounts: 'Staff' },
    accounts: {
      state: 'State',
      lastSignIn: 'Last sign-in',
      neverSignedIn: 'Never',
      states: { invited: 'Invited', active: 'Active', disabled: 'Disabled' },
      roles: { store: 'Store user', moderator: 'Moderator', administrator: 'Administrator' },
      disableOne: "Disable %{email}'s account",
      enableOne: "Enable %{email}'s account again",
      disableTitle: 'Disable account',
      disableContent: '%{email} will no longer be able to sign in, and their open sessions end now. Continue?',
      disabled: "%{email}'s account is disabled.",
      enabled: "%{email}'s account is enabled again.",
    },
    staffAccounts: {
      intro: 'Moderators and administrators reach every store. Only administrators invite or disable staff.',
      invite: 'Invite a staff member',
      send: 'Send invitation',
      invited: 'Invitation sent to %{email}.',
    },
    password: {
      current: 'Current password',
      new: 'New password',
      confirm: 'New password again',
      rules: '%{min} to %{max} characters; a long phrase makes a great password. Very common passwords are refused.',
      mismatch: 'The two passwords differ.',
      changeTitle: 'Change password',
      change: 'Change password',
      changed: 'Password changed. The other sessions of this account have ended.',
    },
    forgotPassword: {
      title: 'Reset password',
      intro: "Enter your account's e-mail. We will send you a link to choose a new password.",
      send: 'Send link',
      sent: 'If there is an account for %{email}, a link has been sent. Check your inbox.',
    },
    setPassword: {
      title: 'Choose a new password',
      welcome: 'Welcome to Provador: set your password',
      account: 'Account: %{email}',
      submit: 'Save password',
      done: 'Password saved. Sign in with it; earlier sessions have ended.',
      doneInvitation: 'Password set. Sign in with your e-mail and this password to accept the Terms of Use.',
      toLogin: 'Go to sign-in',
    },
  },
};

export const es: AccountsTexts = {
  app: {
    menu: { staffAccounts: 'Equipo', changePassword: 'Cambiar contraseña' },
    pages: { staffAccounts: 'Equipo' },
    accounts: {
      state: 'Estado',
      lastSignIn: 'Último acceso',
      neverSignedIn: 'Nunca',
      states: { invited: 'Invitado', active: 'Activo', disabled: 'Desactivado' },
      roles: { store: 'Usuario de la tienda', moderator: 'Moderador', administrator: 'Administrador' },
      disableOne: 'Desactivar la cuenta de %{email}',
      enableOne: 'Reactivar la cuenta de %{email}',
      disableTitle: 'Desactivar cuenta',
      disableContent: '%{email} ya no podrá acceder, y sus sesiones abiertas terminan ahora. ¿Continuar?',
      disabled: 'La cuenta de %{email} fue desactivada.',
      enabled: 'La cuenta de %{email} fue reactivada.',
    },
    staffAccounts: {
      intro:
        'Moderadores y administradores acceden a todas las tiendas. Solo los administradores invitan o desactivan al equipo.',
      invite: 'Invitar a un miembro del equipo',
      send: 'Enviar invitación',
      invited: 'Invitación enviada a %{email}.',
    },
    password: {
      current: 'Contraseña actual',
      new: 'Nueva contraseña',
      confirm: 'Repita la nueva contraseña',
      rules:
        'De %{min} a %{max} caracteres; una frase larga es una gran contraseña. Se rechazan las contraseñas muy comunes.',
      mismatch: 'Las dos contraseñas no coinciden.',
      changeTitle: 'Cambiar contraseña',
      change: 'Cambiar contraseña',
      changed: 'Contraseña cambiada. Las otras sesiones de esta cuenta terminaron.',
    },
    forgotPassword: {
      title: 'Restablecer contraseña',
      intro: 'Indique el correo de su cuenta. Le enviaremos un enlace para elegir una nueva contraseña.',
      send: 'Enviar enlace',
      sent: 'Si existe una cuenta para %{email}, se envió un enlace. Revise su bandeja de entrada.',
    },
    setPassword: {
      title: 'Elija una nueva contraseña',
      welcome: 'Bienvenido a Provador: cree su contraseña',
      account: 'Cuenta: %{email}',
      submit: 'Guardar contraseña',
      done: 'Contraseña guardada. Acceda con ella; las sesiones anteriores terminaron.',
      doneInvitation: 'Contraseña creada. Acceda con su correo y esta contraseña para aceptar los Términos de Uso.',
      toLogin: 'Ir al acceso',
    },
  },
};

export const fr: AccountsTexts = {
  app: {
    menu: { staffAccounts: 'Équipe', changePassword: 'Changer le mot de passe' },
    pages: { staffAccounts: 'Équipe' },
    accounts: {
      state: 'État',
      lastSignIn: 'Dernière connexion',
      neverSignedIn: 'Jamais',
      states: { invited: 'Invité', active: 'Actif', disabled: 'Désactivé' },
      roles: { store: 'Utilisateur de la boutique', moderator: 'Modérateur', administrator: 'Administrateur' },
      disableOne: 'Désactiver le compte de %{email}',
      enableOne: 'Réactiver le compte de %{email}',
      disableTitle: 'Désactiver le compte',
      disableContent:
        '%{email} ne pourra plus se connecter, et ses sessions ouvertes prennent fin maintenant. Continuer ?',
      disabled: 'Le compte de %{email} est désactivé.',
      enabled: 'Le compte de %{email} est réactivé.',
    },
    staffAccounts: {
      intro:
        "Les modérateurs et les administrateurs accèdent à toutes les boutiques. Seuls les administrateurs invitent ou désactivent l'équipe.",
      invite: "Inviter un membre de l'équipe",
      send: "Envoyer l'invitation",
      invited: 'Invitation envoyée à %{email}.',
    },
    password: {
      current: 'Mot de passe actuel',
      new: 'Nouveau mot de passe',
      confirm: 'Nouveau mot de passe à nouveau',
      rules:
        'De %{min} à %{max} caractères ; une longue phrase fait un excellent mot de passe. Les mots de passe très courants sont refusés.',
      mismatch: 'Les deux mots de passe diffèrent.',
      changeTitle: 'Changer le mot de passe',
      change: 'Changer le mot de passe',
      changed: 'Mot de passe changé. Les autres sessions de ce compte ont pris fin.',
    },
    forgotPassword: {
      title: 'Réinitialiser le mot de passe',
      intro: "Indiquez l'e-mail de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.",
      send: 'Envoyer le lien',
      sent: "S'il existe un compte pour %{email}, un lien a été envoyé. Consultez votre boîte de réception.",
    },
    setPassword: {
      title: 'Choisissez un nouveau mot de passe',
      welcome: 'Bienvenue sur Provador : créez votre mot de passe',
      account: 'Compte : %{email}',
      submit: 'Enregistrer le mot de passe',
      done: 'Mot de passe enregistré. Connectez-vous avec ; les sessions précédentes ont pris fin.',
      doneInvitation:
        "Mot de passe créé. Connectez-vous avec votre e-mail et ce mot de passe pour accepter les Conditions d'utilisation.",
      toLogin: 'Aller à la connexion',
    },
  },
};
