import type { Plugin } from 'vite';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * How many of the most common passwords the web app checks as a new password is typed: the list is ranked
 * by frequency, and these ten thousand are about 38 KiB compressed where the whole list (about 49,000) is
 * 200 KiB. The server checks the whole list when the password is saved (domain/commonPasswords.ts).
 */
export const WEB_COMMON_PASSWORDS = 10_000;

const ID = 'virtual:common-passwords';
const RESOLVED = `\0${ID}`;

/** `import passwords from 'virtual:common-passwords'`: the most common passwords, lower case, in rank order. */
export function commonPasswords(): Plugin {
  return {
    name: 'provador-common-passwords',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load: (id) =>
      id === RESOLVED
        ? `export default ${JSON.stringify(dictionary.passwords.slice(0, WEB_COMMON_PASSWORDS).join(','))}.split(',');`
        : null,
  };
}
