import type { ValidationTexts } from './ptBR';

export const fr: ValidationTexts = {
  app: {
    validation: {
      noComma: 'Le texte ne peut pas contenir de virgule',
      email: 'Saisissez une adresse e-mail valide.',
      httpUrl: 'Saisissez une adresse commençant par http:// ou https://',
    },
  },
};
