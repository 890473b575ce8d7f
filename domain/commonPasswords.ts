import { dictionary } from '@zxcvbn-ts/language-common';
import { commonPasswordCheck } from './passwordRules.js';

/**
 * Whether a password, compared without regard to case, is one of the most common passwords of public breach
 * lists, as kept by zxcvbn-ts (about 49,000, lower case). The server's check; the web app carries only the
 * most common of them (viteCommonPasswords.ts).
 */
export const isCommonPassword = commonPasswordCheck(dictionary.passwords);
