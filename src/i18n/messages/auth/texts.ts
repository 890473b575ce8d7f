/** Login screen, session failures and the terms dialog; Portuguese wording of the spec kept as is. */
export const ptBR = {
  app: {
    login: {
      subtitle: 'Acesse o painel da sua loja',
      email: 'E-mail',
      password: 'Senha',
      submit: 'Entrar',
      emailRequired: 'Informe um e-mail.',
      passwordRequired: 'Informe uma senha.',
      forgotPassword: 'Esqueceu a senha?',
      forgotPasswordHelp: 'Não acessa mais este e-mail? Escreva para %{email}.',
      language: 'Idioma',
    },
    auth: {
      failed: 'E-mail ou senha incorretos',
      logoutFailed: 'Não foi possível sair nos servidores do Provador.',
      switchFailed: 'Não foi possível atualizar a loja nos servidores do Provador.',
    },
    terms: {
      title: 'Política de Privacidade e Termos de Uso',
      textLabel: 'Texto da Política de Privacidade e dos Termos de Uso',
      scrollHint: 'Leia o texto até o final para poder aceitar.',
      checkbox: 'Li e aceito a Política de Privacidade e os Termos de Uso',
      accept: 'Aceitar',
      decline: 'Recusar',
      accepted: 'Termos aceitos! Agora entre com seu e-mail e senha.',
      mustAccept: 'Aceite os Termos de Uso e Privacidade e tente novamente',
    },
  },
};

export type AuthTexts = typeof ptBR;

export const en: AuthTexts = {
  app: {
    login: {
      subtitle: "Sign in to your store's back office",
      email: 'E-mail',
      password: 'Password',
      submit: 'Sign in',
      emailRequired: 'Enter an e-mail.',
      passwordRequired: 'Enter a password.',
      forgotPassword: 'Forgot your password?',
      forgotPasswordHelp: 'No longer reach this mailbox? Write to %{email}.',
      language: 'Language',
    },
    auth: {
      failed: 'E-mail or password is incorrect',
      logoutFailed: "Could not logout from the provider's servers.",
      switchFailed: 'Could not update tenant with Provador servers.',
    },
    terms: {
      title: 'Privacy Policy and Terms of Use',
      textLabel: 'Text of the Privacy Policy and Terms of Use',
      scrollHint: 'Read the text to the end to be able to accept it.',
      checkbox: 'I have read and accept the Privacy Policy and the Terms of Use',
      accept: 'Accept',
      decline: 'Decline',
      accepted: 'Terms accepted! Now sign in with your e-mail and password.',
      mustAccept: 'Accept the Terms of Use and Privacy and try again',
    },
  },
};

export const es: AuthTexts = {
  app: {
    login: {
      subtitle: 'Accede al panel de tu tienda',
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
      emailRequired: 'Introduce un correo electrónico.',
      passwordRequired: 'Introduce una contraseña.',
      forgotPassword: '¿Olvidaste tu contraseña?',
      forgotPasswordHelp: '¿Ya no accedes a este correo? Escribe a %{email}.',
      language: 'Idioma',
    },
    auth: {
      failed: 'Correo electrónico o contraseña incorrectos',
      logoutFailed: 'No se pudo cerrar la sesión en los servidores del proveedor.',
      switchFailed: 'No se pudo actualizar la tienda en los servidores de Provador.',
    },
    terms: {
      title: 'Política de Privacidad y Términos de Uso',
      textLabel: 'Texto de la Política de Privacidad y de los Términos de Uso',
      scrollHint: 'Lee el texto hasta el final para poder aceptarlo.',
      checkbox: 'He leído y acepto la Política de Privacidad y los Términos de Uso',
      accept: 'Aceptar',
      decline: 'Rechazar',
      accepted: '¡Términos aceptados! Ahora inicia sesión con tu correo electrónico y contraseña.',
      mustAccept: 'Acepta los Términos de Uso y Privacidad e inténtalo de nuevo',
    },
  },
};

export const fr: AuthTexts = {
  app: {
    login: {
      subtitle: "Accédez à l'espace de gestion de votre boutique",
      email: 'E-mail',
      password: 'Mot de passe',
      submit: 'Se connecter',
      emailRequired: 'Saisissez une adresse e-mail.',
      passwordRequired: 'Saisissez un mot de passe.',
      forgotPassword: 'Mot de passe oublié ?',
      forgotPasswordHelp: "Vous n'accédez plus à cette boîte ? Écrivez à %{email}.",
      language: 'Langue',
    },
    auth: {
      failed: 'E-mail ou mot de passe incorrect',
      logoutFailed: 'Impossible de se déconnecter des serveurs du fournisseur.',
      switchFailed: 'Impossible de mettre à jour la boutique sur les serveurs de Provador.',
    },
    terms: {
      title: "Politique de confidentialité et conditions d'utilisation",
      textLabel: "Texte de la politique de confidentialité et des conditions d'utilisation",
      scrollHint: "Lisez le texte jusqu'au bout pour pouvoir l'accepter.",
      checkbox: "J'ai lu et j'accepte la politique de confidentialité et les conditions d'utilisation",
      accept: 'Accepter',
      decline: 'Refuser',
      accepted: 'Conditions acceptées ! Connectez-vous maintenant avec votre e-mail et votre mot de passe.',
      mustAccept: "Acceptez les conditions d'utilisation et de confidentialité, puis réessayez",
    },
  },
};
