/** Field rule messages (spec section 5); the Portuguese wording is the spec's. */
export const ptBR = {
  app: {
    validation: {
      noComma: 'A string não pode conter vírgulas',
      email: 'Informe um e-mail válido.',
      httpUrl: 'Informe um endereço que comece com http:// ou https://',
    },
  },
};

export type ValidationTexts = typeof ptBR;

export const en: ValidationTexts = {
  app: {
    validation: {
      noComma: 'A name cannot be inserted with a comma',
      email: 'Enter a valid e-mail address.',
      httpUrl: 'Enter an address starting with http:// or https://',
    },
  },
};

export const es: ValidationTexts = {
  app: {
    validation: {
      noComma: 'El texto no puede contener comas',
      email: 'Introduce un correo electrónico válido.',
      httpUrl: 'Introduce una dirección que empiece por http:// o https://',
    },
  },
};

export const fr: ValidationTexts = {
  app: {
    validation: {
      noComma: 'Le texte ne peut pas contenir de virgule',
      email: 'Saisissez une adresse e-mail valide.',
      httpUrl: 'Saisissez une adresse commençant par http:// ou https://',
    },
  },
};
