import { Type, type Static, type TObject, type TProperties, type TSchema, type TStringOptions } from 'typebox';
import { MAX_BULK_IDS, NAME_MAX_LENGTH } from '../domain/limits.js';

/** The fields an object schema names, in its order: what a client may send in that body. */
export const fieldsOf = <T extends TObject>(schema: T) =>
  Object.keys(schema.properties) as (keyof Static<T> & string)[];

/** A value or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

// Ids are PostgreSQL integers: a larger number can only be a wrong id, so it is refused up front.
export const MAX_ID = 2_147_483_647;
export const IdSchema = Type.Integer({ minimum: 1, maximum: MAX_ID });

export const IdParams = Type.Object({ id: IdSchema });

/** The `ids` of a bulk change: all-or-nothing, so a repeated id is refused rather than counted twice. */
export const BulkIdsSchema = Type.Array(IdSchema, { minItems: 1, maxItems: MAX_BULK_IDS, uniqueItems: true });

export const BulkIdsBody = Type.Object({ ids: BulkIdsSchema }, { additionalProperties: false });

export const BulkIdsAnswer = Type.Object({ ids: Type.Array(Type.Integer()) });

/**
 * The range a calendar day given to the API must fall in. Every day the service deals with (hits,
 * orders, returns) lies well inside it; outside it a day can only be a typing error, and year 0 is
 * not a day PostgreSQL knows at all.
 */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';

/** A calendar day, YYYY-MM-DD, between FIRST_DAY and LAST_DAY: every date parameter uses it. */
export const DaySchema = (options: TStringOptions = {}) =>
  Type.String({ format: 'date', formatMinimum: FIRST_DAY, formatMaximum: LAST_DAY, ...options });

/** The `name` filter of a list: rows whose name contains it, ignoring case. */
export const NameFilter = { name: Type.Optional(Type.String({ maxLength: NAME_MAX_LENGTH })) };

/**
 * A querystring that accepts other properties besides `fields`: the session id may travel in the
 * query, so no query is closed.
 */
export const OpenQuery = <T extends TProperties>(fields: T) => Type.Object(fields, { additionalProperties: true });

/** The answer of a route that answers 204 with no body. */
export const NoContent = (description: string) => Type.Null({ description });

/** A CSV file answered as a download; it is streamed, so the schema only documents it. */
export const CsvFileSchema = (description: string) => Type.String({ format: 'binary', description });
