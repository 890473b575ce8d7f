import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/** The deepest nesting of arrays and objects a JSON body may have; real bodies stay under ten. */
export const MAX_JSON_DEPTH = 64;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether JSON text nests arrays and objects deeper than `limit`. One pass over the characters, no
 * recursion and no parsing, so even a body of thousands of brackets costs a loop, never the stack.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

const tooDeep = () =>
  new AppError(400, 'BAD_REQUEST', `The JSON body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`, [
    {
      field: 'body',
      code: 'TOO_DEEP',
      message: `must not nest more than ${MAX_JSON_DEPTH} levels`,
      params: { max: MAX_JSON_DEPTH },
    },
  ]);

/**
 * Every later step (the NUL and text checks, validation, services) may walk a body recursively, and a
 * body nested thousands of levels deep would exhaust the stack there. JSON bodies are therefore
 * measured before they are parsed, and refused with 400 when too deep; the parsing itself stays
 * Fastify's own (with its prototype-poisoning protection).
 */
export function limitJsonDepth(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) done(tooDeep(), undefined);
    else parseJson(request, text, done);
  });
}
