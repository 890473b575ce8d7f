import type { AuthTexts } from './ptBR';

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
      forgotPasswordHelp: 'Para restablecer tu contraseña, escribe a %{email}.',
      language: 'Idioma',
    },
    auth: {
      failed: 'Correo electrónico o contraseña incorrectos',
      logoutFailed: 'No se pudo cerrar la sesión en los servidores del proveedor.',
      switchFailed: 'No se pudo actualizar la tienda en los servidores de Provador.',
      cookieFailed: 'No se pudo guardar la cookie de autenticación. Habilita las cookies e inténtalo de nuevo.',
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
