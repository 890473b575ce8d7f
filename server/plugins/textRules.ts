import type Ajv from 'ajv';
import type { ErrorObject } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types/index.js';
import { TEXT_KIND, type TextKind } from '../../contract/textKinds.js';

// The text kinds a schema asks for are declared in contract/textKinds.ts.

// Cc: C0 and C1 controls (BEL, ESC, new line...); Cf: format characters (bidi overrides, zero-width).
const FORBIDDEN: Record<Exclude<TextKind, 'raw'>, RegExp> = {
  singleLine: /[\p{Cc}\p{Cf}]/u,
  multiline: /(?![\n\r\t])[\p{Cc}\p{Cf}]/u,
};

const codeOf = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

// Named as the error handler names a detail code: the keyword, upper-cased.
const problem = (message: string, instancePath?: string, keyword = 'control_character'): Partial<ErrorObject> => ({
  keyword,
  message,
  params: {},
  ...(instancePath === undefined ? {} : { instancePath }),
});

function forbiddenIn(text: string, kind: Exclude<TextKind, 'raw'>): string | undefined {
  const found = FORBIDDEN[kind].exec(text);
  return found ? `must not contain control or format characters (found ${codeOf(found[0])})` : undefined;
}

interface Checker {
  (kind: TextKind, data: string, parentSchema?: unknown, cxt?: DataValidationCxt): boolean;
  errors?: Partial<ErrorObject>[];
}

/** Refuses what the field's kind forbids, then stores the text in NFC where it was read. */
const checkText: Checker = (kind, data, _schema, cxt) => {
  if (kind === 'raw') return true;
  const message = forbiddenIn(data, kind);
  if (message) {
    checkText.errors = [problem(message)];
    return false;
  }
  const normal = data.normalize('NFC');
  if (normal !== data && cxt?.parentData)
    (cxt.parentData as Record<string | number, unknown>)[cxt.parentDataProperty] = normal;
  return true;
};

interface KeyChecker {
  (enabled: boolean, data: Record<string, unknown>, parentSchema?: unknown, cxt?: DataValidationCxt): boolean;
  errors?: Partial<ErrorObject>[];
}

/** Keys of free-form objects (size names, measure names) are single-line texts too. */
const checkKeys: KeyChecker = (_enabled, data, _schema, cxt) => {
  const path = cxt?.instancePath ?? '';
  for (const key of Object.keys(data)) {
    const message = forbiddenIn(key, 'singleLine');
    if (message) {
      checkKeys.errors = [
        problem(`key ${message}`, `${path}/${key.replace(/[\p{Cc}\p{Cf}]/gu, (c) => `<${codeOf(c)}>`)}`),
      ];
      return false;
    }
    const normal = key.normalize('NFC');
    if (normal === key) continue;
    if (Object.hasOwn(data, normal)) {
      checkKeys.errors = [
        problem('holds the same key twice, once composed and once decomposed', `${path}/${normal}`, 'duplicate_key'),
      ];
      return false;
    }
    data[normal] = data[key];
    delete data[key];
  }
  return true;
};

/** Registers the checks; `withTextRules` puts them on the schemas. */
export function addTextKeywords(ajv: Ajv): void {
  ajv.addKeyword({ keyword: TEXT_KIND, schemaType: 'string' });
  ajv.addKeyword({
    keyword: 'textRule',
    type: 'string',
    schemaType: 'string',
    modifying: true,
    errors: true,
    validate: checkText,
  });
  ajv.addKeyword({
    keyword: 'keyRule',
    type: 'object',
    schemaType: 'boolean',
    modifying: true,
    errors: true,
    validate: checkKeys,
  });
}

// Values, not schemas: a default or an example is never walked.
const NOT_SCHEMAS = new Set(['default', 'examples', 'const', 'enum']);
// Maps from a name to a schema: their keys are names (a field may be called "default"), never keywords.
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typeIs = (node: Record<string, unknown>, type: string) =>
  node.type === type || (Array.isArray(node.type) && node.type.includes(type));

const mapValues = (map: Record<string, unknown>, change: (value: unknown) => unknown) =>
  Object.fromEntries(Object.entries(map).map(([name, value]) => [name, change(value)]));

/**
 * A copy of a route schema in which every text carries its rule and every object the key check, so
 * each route gets them without declaring anything; enumerations and formats are checked by their own
 * keywords already. The route's schema itself (and so the API description) is left as it is.
 */
export function withTextRules(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withTextRules);
  if (!isPlainObject(schema)) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (NOT_SCHEMAS.has(key)) copy[key] = value;
    else if (SCHEMA_MAPS.has(key) && isPlainObject(value)) copy[key] = mapValues(value, withTextRules);
    else copy[key] = withTextRules(value);
  }
  if (typeIs(copy, 'string') && copy.const === undefined && copy.enum === undefined && copy.format === undefined) {
    copy.textRule = (copy[TEXT_KIND] as TextKind | undefined) ?? 'singleLine';
  }
  if (typeIs(copy, 'object')) copy.keyRule = true;
  return copy;
}
