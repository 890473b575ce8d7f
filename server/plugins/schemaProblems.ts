import type { FastifySchemaValidationError } from 'fastify';
import { detailCodeOfKeyword, type DetailCode, type DetailParams, type ErrorDetail } from '../../domain/errorCodes.js';

type Limits = Partial<Record<DetailCode, (params: Record<string, unknown>) => DetailParams>>;

const max = (p: Record<string, unknown>) => ({ max: Number(p.limit) });
const min = (p: Record<string, unknown>) => ({ min: Number(p.limit) });
// What each keyword's text needs, read from Ajv's own params.
const PARAMS_OF: Limits = {
  MAXLENGTH: max,
  MAXIMUM: max,
  EXCLUSIVEMAXIMUM: max,
  MAXITEMS: max,
  MINLENGTH: min,
  MINIMUM: min,
  EXCLUSIVEMINIMUM: min,
  MINITEMS: min,
  ENUM: (p) => ({ values: (Array.isArray(p.allowedValues) ? p.allowedValues : []).map(String).join(', ') }),
  CONST: (p) => ({ values: String(p.allowedValue) }),
  FORMAT: (p) => ({ expected: String(p.format) }),
  TYPE: (p) => ({ expected: String(p.type) }),
};

/**
 * One schema error as a detail of the answer. Body fields are named as the client sent them ("name",
 * "rows.2.labels"); other parts keep their prefix ("querystring.size") so the client can tell them apart.
 */
export function schemaProblemOf(
  v: FastifySchemaValidationError,
  context: string | undefined,
): ErrorDetail & { property?: string } {
  const params = (v.params ?? {}) as Record<string, unknown>;
  const property = params.additionalProperty ?? params.missingProperty;
  const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const code = detailCodeOfKeyword(v.keyword);
  const detailParams = PARAMS_OF[code]?.(params);
  return {
    field: [context === 'body' ? '' : context, path].filter(Boolean).join('.') || String(property ?? ''),
    code,
    message: v.message ?? 'invalid',
    ...(detailParams ? { params: detailParams } : {}),
    ...(property ? { property: String(property) } : {}),
  };
}
