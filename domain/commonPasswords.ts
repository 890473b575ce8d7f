import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords of public breach lists, as kept by zxcvbn-ts (about 49,000, lower case). Big:
 * the web app loads it only with the forms that set a password.
 */
const COMMON = new Set(dictionary.passwords);

/** Whether a password, compared without regard to case, is one of the most common ones. */
export const isCommonPassword = (password: string) => COMMON.has(password.normalize('NFKC').trim().toLowerCase());
