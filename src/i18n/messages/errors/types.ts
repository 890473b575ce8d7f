import type { ErrorCode } from '../../../../domain/errorCodes';
import type { DetailTexts } from './details/types';

// Typed per language so a code without a text is a compile error. The codes are those of
// domain/errorCodes.ts; `app.errors.<code>` is an answer's code, `app.errors.details.<code>` a field's.
type ErrorTexts = Record<ErrorCode | 'generic', string>;

export interface ErrorsTexts {
  app: { errors: ErrorTexts & { details: DetailTexts } };
}
