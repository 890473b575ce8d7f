import type { MailLanguage } from './accountStates.js';

/** The e-mails that carry a one-time link to set a password, in one language. */
export interface AccountMailTexts {
  invitationSubject: string;
  /** `place`: the store's name, or null for a staff invitation. */
  invitation: (s: { name: string; place: string | null; link: string; hours: number }) => string;
  resetSubject: string;
  reset: (s: { link: string; minutes: number }) => string;
}

const hello = (greeting: string, name: string) => (name ? `${greeting} ${name},` : `${greeting},`);

const TEXTS: Record<MailLanguage, AccountMailTexts> = {
  ptBR: {
    invitationSubject: 'Provador: você foi convidado',
    invitation: ({ name, place, link, hours }) =>
      `${hello('Olá', name)}\n\nVocê foi convidado para o Provador${place ? ` na loja ${place}` : ' como membro da equipe'}. ` +
      `Para criar sua senha, abra este link (válido por ${hours} horas, uma única vez):\n\n${link}\n\n` +
      'No primeiro acesso você lerá e aceitará os Termos de Uso. Se não esperava este convite, ignore esta mensagem.',
    resetSubject: 'Provador: redefinição de senha',
    reset: ({ link, minutes }) =>
      `Alguém pediu para redefinir a senha desta conta no Provador. Para escolher uma nova senha, abra este link ` +
      `(válido por ${minutes} minutos, uma única vez):\n\n${link}\n\n` +
      'Se não foi você, ignore esta mensagem: sua senha continua a mesma.',
  },
  en: {
    invitationSubject: 'Provador: you have been invited',
    invitation: ({ name, place, link, hours }) =>
      `${hello('Hello', name)}\n\nYou have been invited to Provador${place ? ` for the store ${place}` : ' as a staff member'}. ` +
      `To set your password, open this link (valid for ${hours} hours, once):\n\n${link}\n\n` +
      'At your first sign-in you will read and accept the Terms of Use. If you did not expect this invitation, ignore this message.',
    resetSubject: 'Provador: password reset',
    reset: ({ link, minutes }) =>
      `Someone asked to reset the password of this Provador account. To choose a new password, open this link ` +
      `(valid for ${minutes} minutes, once):\n\n${link}\n\n` +
      'If it was not you, ignore this message: your password stays the same.',
  },
  es: {
    invitationSubject: 'Provador: ha sido invitado',
    invitation: ({ name, place, link, hours }) =>
      `${hello('Hola', name)}\n\nHa sido invitado a Provador${place ? ` en la tienda ${place}` : ' como miembro del equipo'}. ` +
      `Para crear su contraseña, abra este enlace (válido durante ${hours} horas, una sola vez):\n\n${link}\n\n` +
      'En su primer acceso leerá y aceptará los Términos de Uso. Si no esperaba esta invitación, ignore este mensaje.',
    resetSubject: 'Provador: restablecimiento de contraseña',
    reset: ({ link, minutes }) =>
      `Alguien pidió restablecer la contraseña de esta cuenta de Provador. Para elegir una nueva contraseña, abra este ` +
      `enlace (válido durante ${minutes} minutos, una sola vez):\n\n${link}\n\n` +
      'Si no fue usted, ignore este mensaje: su contraseña sigue siendo la misma.',
  },
  fr: {
    invitationSubject: 'Provador : vous êtes invité',
    invitation: ({ name, place, link, hours }) =>
      `${hello('Bonjour', name)}\n\nVous êtes invité sur Provador${place ? ` pour la boutique ${place}` : " en tant que membre de l'équipe"}. ` +
      `Pour créer votre mot de passe, ouvrez ce lien (valable ${hours} heures, une seule fois) :\n\n${link}\n\n` +
      "À votre première connexion, vous lirez et accepterez les Conditions d'utilisation. Si vous n'attendiez pas cette invitation, ignorez ce message.",
    resetSubject: 'Provador : réinitialisation du mot de passe',
    reset: ({ link, minutes }) =>
      `Quelqu'un a demandé à réinitialiser le mot de passe de ce compte Provador. Pour choisir un nouveau mot de passe, ` +
      `ouvrez ce lien (valable ${minutes} minutes, une seule fois) :\n\n${link}\n\n` +
      "Si ce n'était pas vous, ignorez ce message : votre mot de passe reste le même.",
  },
};

/** The texts of a store's or a page's language (ptBR and ptPT read Portuguese); English without texts of its own. */
export function accountMailTexts(language: string): AccountMailTexts {
  const short = language.slice(0, 2);
  if (short === 'pt') return TEXTS.ptBR;
  return short === 'es' || short === 'fr' ? TEXTS[short] : TEXTS.en;
}
