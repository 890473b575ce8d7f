import type { ValidationTexts } from './ptBR';

export const es: ValidationTexts = {
  app: {
    validation: {
      noComma: 'El texto no puede contener comas',
      email: 'Introduce un correo electrónico válido.',
      httpUrl: 'Introduce una dirección que empiece por http:// o https://',
    },
  },
};
