import { Type } from '@fastify/type-provider-typebox';

export const MAX_BULK_IDS = 1000;

// Ids are PostgreSQL integers: a larger number can only be a wrong id, so it is refused up front.
export const IdSchema = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const IdParams = Type.Object({ id: IdSchema });

/** The `ids` of a bulk change: all-or-nothing, so a repeated id is refused rather than counted twice. */
export const BulkIdsSchema = Type.Array(IdSchema, { minItems: 1, maxItems: MAX_BULK_IDS, uniqueItems: true });

export const BulkIdsBody = Type.Object({ ids: BulkIdsSchema }, { additionalProperties: false });

export const BulkIdsAnswer = Type.Object({ ids: Type.Array(Type.Integer()) });
