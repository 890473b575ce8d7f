import type { ValidationTexts } from './ptBR';

export const en: ValidationTexts = {
  app: {
    validation: {
      noComma: 'A name cannot be inserted with a comma',
      email: 'Enter a valid e-mail address.',
      httpUrl: 'Enter an address starting with http:// or https://',
    },
  },
};
