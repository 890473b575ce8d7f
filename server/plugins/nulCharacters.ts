import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DetailCodes } from '../../domain/errorCodes.js';
import { validation, type FieldProblem } from '../errors.js';

const NUL = '\u0000';
const PROBLEM = { code: DetailCodes.NUL_CHARACTER, message: 'must not contain the NUL character' };

/**
 * Paths ("rows.2.name") of the texts and keys under `value` that hold a NUL character. Walked with an
 * explicit stack rather than recursion, so no nesting can exhaust the call stack.
 */
function nulPaths(value: unknown, prefix: string[]): string[] {
  const found: string[] = [];
  const pending: [unknown, string[]][] = [[value, prefix]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes(NUL)) found.push(path.join('.'));
    } else if (item !== null && typeof item === 'object') {
      const children: [unknown, string[]][] = [];
      for (const [key, child] of Object.entries(item)) {
        if (key.includes(NUL)) found.push([...path, key.replaceAll(NUL, '\\0')].join('.'));
        else children.push([child, [...path, key]]);
      }
      // Pushed last to first, so they are visited in order; one at a time, as a huge array would not fit in one call's arguments.
      for (let i = children.length - 1; i >= 0; i--) pending.push(children[i]);
    }
  }
  return found;
}

function problemsOf(request: FastifyRequest): FieldProblem[] {
  // Named like schema validation names them: body fields bare, other parts with their prefix.
  const parts: [string[], unknown][] = [
    [['params'], request.params],
    [['querystring'], request.query],
    [[], request.body],
  ];
  return parts.flatMap(([prefix, value]) => nulPaths(value, prefix)).map((field) => ({ field, ...PROBLEM }));
}

/**
 * PostgreSQL cannot store the NUL character in text, and a query holding one fails. Every request is
 * checked for it before validation, so such input gets a 400 naming the field and changes nothing.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problems = problemsOf(request);
    if (problems.length > 0) throw validation(problems);
  });
}
