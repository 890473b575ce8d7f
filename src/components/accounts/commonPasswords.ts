import passwords from 'virtual:common-passwords';
import { commonPasswordCheck } from '../../../domain/passwordRules';

/** The web app's check of the most common passwords as one is typed; the server checks its whole list on save. */
export const isCommonPassword = commonPasswordCheck(passwords);
