import { Type, type Static } from 'typebox';
import { SEARCH_MAX_LENGTH, URL_MAX_LENGTH } from '../domain/limits.js';
import { DaySchema, FIRST_DAY, LAST_DAY, Nullable, OpenQuery } from './common.js';

/** A product page the store's site showed that the catalogue lacks, with its hits of one day. */
export const UnknownProductSchema = Type.Object({
  id: Type.Integer(),
  permalink: Type.String(),
  name: Nullable(Type.String()),
  hits: Type.Integer(),
  day: Type.String({ format: 'date' }),
  lastSeenAt: Type.String({ format: 'date-time' }),
});

/** The filters of the list and its export. */
export const unknownProductFilterFields = {
  date: Type.Optional(
    DaySchema({ description: `The day, YYYY-MM-DD from ${FIRST_DAY} to ${LAST_DAY} (default today, UTC).` }),
  ),
  search: Type.Optional(
    Type.String({ maxLength: SEARCH_MAX_LENGTH, description: 'Part of the permalink or name, any case.' }),
  ),
};

/** `POST /products/mock?permalink=`: the unknown product to move into the catalogue. */
export const AdoptionQuery = OpenQuery({ permalink: Type.String({ minLength: 1, maxLength: URL_MAX_LENGTH }) });

export type UnknownProduct = Static<typeof UnknownProductSchema>;
