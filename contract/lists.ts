import { Type, type Static, type TProperties, type TSchema } from 'typebox';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../domain/limits.js';
import { OpenQuery } from './common.js';

/**
 * Every list route's querystring and answer (server/repositories/listQuery.ts reads the paging and
 * sorting they carry). A list route's schema: `querystring: listQuerySchema(filters)`,
 * `response: { 200: listResponseSchema(Item) }`.
 */

const pagingFields = {
  page: Type.Optional(Type.Integer({ minimum: 0, description: 'Page number, from 0 (default 0).' })),
  size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      description: `Rows per page (default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}).`,
    }),
  ),
  sort: Type.Optional(Type.String({ maxLength: 100, description: '`field,asc` or `field,desc`.' })),
  ids: Type.Optional(
    Type.Array(Type.String({ pattern: '^[0-9]{1,10}(,[0-9]{1,10})*$' }), {
      maxItems: MAX_PAGE_SIZE,
      description: `Only the rows with these ids: the parameter repeated or comma-separated, at most ${MAX_PAGE_SIZE} ids. Ids that are not there are just absent.`,
    }),
  ),
};

export const ListPagingSchema = Type.Object(pagingFields);
/** The paging, sorting and `ids` a list query carries, whatever its filters. */
export type ListPaging = Static<typeof ListPagingSchema>;

/** The querystring of a list route: paging and sorting plus the route's own filters. */
export const listQuerySchema = <T extends TProperties>(filters: T) => OpenQuery({ ...pagingFields, ...filters });

/** The answer of every list route. */
export function listResponseSchema<T extends TSchema>(item: T) {
  return Type.Object({
    data: Type.Array(item),
    page: Type.Integer(),
    size: Type.Integer(),
    total: Type.Optional(
      Type.Integer({
        description:
          'Rows matching the filters, over all pages. Absent when counting them would be slow (see hasMore).',
      }),
    ),
    hasMore: Type.Boolean({ description: 'Whether later pages hold more rows.' }),
  });
}

/** The fields of an answer that shows its rows on one counted page (total always there); the answer may add its own. */
export const countedPageFields = <T extends TSchema>(item: T) => ({
  data: Type.Array(item),
  page: Type.Integer(),
  size: Type.Integer(),
  total: Type.Integer(),
});
