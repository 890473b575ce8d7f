import type { AuthTexts } from './ptBR';

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
      forgotPasswordHelp: 'Pour réinitialiser votre mot de passe, écrivez à %{email}.',
      language: 'Langue',
    },
    auth: {
      failed: 'E-mail ou mot de passe incorrect',
      logoutFailed: 'Impossible de se déconnecter des serveurs du fournisseur.',
      switchFailed: 'Impossible de mettre à jour la boutique sur les serveurs de Provador.',
      cookieFailed: "Impossible d'enregistrer le cookie d'authentification. Activez les cookies et réessayez.",
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
