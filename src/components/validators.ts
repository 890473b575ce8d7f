import { hasComma, isEmail, isHttpUrl } from '../../domain/rules';

// react-admin validators: they return a translation key (or undefined when the value is fine).
type Validator = (value: unknown) => string | undefined;

export const noComma: Validator = (value) =>
  typeof value === 'string' && hasComma(value) ? 'app.validation.noComma' : undefined;

export const email: Validator = (value) =>
  typeof value === 'string' && value !== '' && !isEmail(value) ? 'app.validation.email' : undefined;

export const httpUrl: Validator = (value) =>
  typeof value === 'string' && value.trim() !== '' && !isHttpUrl(value) ? 'app.validation.httpUrl' : undefined;
