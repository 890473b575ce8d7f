import Ajv, { type Options } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { addTextKeywords, withTextRules } from './textRules.js';

const common: Options = { removeAdditional: false, allErrors: true, useDefaults: true };

function compilerWith(options: Options) {
  const ajv = new Ajv({ ...common, ...options });
  ajvFormats(ajv);
  addTextKeywords(ajv);
  return ajv;
}

/**
 * Query strings and paths are text, so their numbers and booleans are coerced. JSON bodies are not:
 * coercion would turn an explicit `null` into "" for a string-or-null field, and "12" into 12.
 * Every text of every route is checked and normalised by the rules of textRules.ts.
 */
export function registerValidation(app: FastifyInstance): void {
  const loose = compilerWith({ coerceTypes: 'array' });
  const strict = compilerWith({ coerceTypes: false });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : loose).compile(withTextRules(schema) as object),
  );
}
