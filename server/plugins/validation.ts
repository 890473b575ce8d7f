import Ajv, { type Options } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const common: Options = { removeAdditional: false, allErrors: true, useDefaults: true };

function compilerWith(options: Options) {
  const ajv = new Ajv({ ...common, ...options });
  ajvFormats(ajv);
  return ajv;
}

/**
 * Query strings and paths are text, so their numbers and booleans are coerced. JSON bodies are not:
 * coercion would turn an explicit `null` into "" for a string-or-null field, and "12" into 12.
 */
export function registerValidation(app: FastifyInstance): void {
  const loose = compilerWith({ coerceTypes: 'array' });
  const strict = compilerWith({ coerceTypes: false });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : loose).compile(schema));
}
