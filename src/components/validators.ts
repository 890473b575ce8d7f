import { required, type Validator as NameValidator } from 'react-admin';
import { hasComma, isEmail, isHttpUrl } from '../../domain/rules';

// react-admin validators: they return a translation key (or undefined when the value is fine).
type Validator = (value: unknown) => string | undefined;

export const noComma: Validator = (value) =>
  typeof value === 'string' && hasComma(value) ? 'app.validation.noComma' : undefined;

export const email: Validator = (value) =>
  typeof value === 'string' && value !== '' && !isEmail(value) ? 'app.validation.email' : undefined;

export const httpUrl: Validator = (value) =>
  typeof value === 'string' && value.trim() !== '' && !isHttpUrl(value) ? 'app.validation.httpUrl' : undefined;

export const notBlank: Validator = (value) =>
  typeof value === 'string' && value.trim() === '' ? 'ra.validation.required' : undefined;

// Counted after trimming, as the server counts.
const trimmedMaxLength =
  (max: number): NameValidator =>
  (value) =>
    typeof value === 'string' && value.trim().length > max
      ? { message: 'ra.validation.maxLength', args: { max } }
      : undefined;

/** A record's name: required, not blank, without a comma, at most `max` characters once trimmed. */
export const nameValidators = (max: number): NameValidator[] => [required(), notBlank, noComma, trimmedMaxLength(max)];
