import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DetailCodes } from '../../contract/errorCodes.js';
import { validation, type FieldProblem } from '../errors.js';

const NUL = '\u0000';
const PROBLEM = { code: DetailCodes.NUL_CHARACTER, message: 'must not contain the NUL character' };

/** Paths ("rows.2.name") of the texts and keys under `value` that hold a NUL character. */
function nulPaths(value: unknown, path: string[], found: string[]): string[] {
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push(path.join('.'));
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulPaths(item, [...path, String(index)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) found.push([...path, key.replaceAll(NUL, '\\0')].join('.'));
      else nulPaths(item, [...path, key], found);
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
  return parts.flatMap(([prefix, value]) => nulPaths(value, prefix, [])).map((field) => ({ field, ...PROBLEM }));
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
