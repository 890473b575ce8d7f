import type { AreaMessages } from './types';

/** Field rule messages (spec section 5); the Portuguese wording is the spec's. */
export const validationMessages: AreaMessages = {
  ptBR: {
    app: {
      validation: {
        noComma: 'A string não pode conter vírgulas',
        email: 'Informe um e-mail válido.',
        httpUrl: 'Informe um endereço que comece com http:// ou https://',
        controlCharacter: 'O texto contém um caractere invisível ou de controle (quebra de linha, tabulação, caractere de largura zero...). Remova-o.',
      },
    },
  },
  en: {
    app: {
      validation: {
        noComma: 'A name cannot be inserted with a comma',
        email: 'Enter a valid e-mail address.',
        httpUrl: 'Enter an address starting with http:// or https://',
        controlCharacter: 'The text holds an invisible or control character (line break, tab, zero-width character...). Remove it.',
      },
    },
  },
  es: {
    app: {
      validation: {
        noComma: 'El texto no puede contener comas',
        email: 'Introduce un correo electrónico válido.',
        httpUrl: 'Introduce una dirección que empiece por http:// o https://',
        controlCharacter: 'El texto contiene un carácter invisible o de control (salto de línea, tabulación, carácter de ancho cero...). Elimínalo.',
      },
    },
  },
  fr: {
    app: {
      validation: {
        noComma: 'Le texte ne peut pas contenir de virgule',
        email: 'Saisissez une adresse e-mail valide.',
        httpUrl: 'Saisissez une adresse commençant par http:// ou https://',
        controlCharacter: 'Le texte contient un caractère invisible ou de contrôle (saut de ligne, tabulation, caractère de largeur nulle...). Supprimez-le.',
      },
    },
  },
};
