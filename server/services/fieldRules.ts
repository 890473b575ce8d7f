import { DetailCodes } from '../../domain/errorCodes.js';
import { NAME_MAX_LENGTH } from '../../domain/limits.js';
import { hasComma } from '../../domain/rules.js';
import type { FieldProblem } from '../errors.js';

/** A text longer than allowed; the limit travels in the detail so the client can name it. */
export const tooLong = (field: string, max: number): FieldProblem => ({
  field,
  code: DetailCodes.MAXLENGTH,
  message: `${field} has at most ${max} characters.`,
  params: { max },
});

/** A value outside its list; the list travels in the detail. */
export const oneOf = (field: string, allowed: readonly string[], value: string | null | undefined): FieldProblem[] =>
  value == null || allowed.includes(value)
    ? []
    : [
        {
          field,
          code: DetailCodes.ENUM,
          message: `${field} is one of ${allowed.join(', ')}.`,
          params: { values: allowed.join(', ') },
        },
      ];

/** The rules of a name (spec section 5): given, at most `max` characters, no comma. */
export function nameProblems(name: string, field = 'name', max = NAME_MAX_LENGTH): FieldProblem[] {
  if (name.length === 0) return [{ field, code: DetailCodes.REQUIRED, message: 'Enter a name.' }];
  const problems: FieldProblem[] = [];
  if (name.length > max) problems.push(tooLong(field, max));
  if (hasComma(name)) problems.push({ field, code: DetailCodes.COMMA, message: `${field} cannot contain a comma.` });
  return problems;
}
