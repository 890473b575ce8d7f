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
