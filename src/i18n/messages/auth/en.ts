import type { AuthTexts } from './ptBR';

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
      forgotPasswordHelp: 'To reset your password, write to %{email}.',
      language: 'Language',
    },
    auth: {
      failed: 'E-mail or password is incorrect',
      logoutFailed: "Could not logout from the provider's servers.",
      switchFailed: 'Could not update tenant with Provador servers.',
      cookieFailed: 'Could not store the authentication cookie. Enable cookies and try again.',
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
