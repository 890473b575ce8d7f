import { Type } from '@fastify/type-provider-typebox';
import { listParams, listQuerySchema, listResponseSchema } from '../repositories/listQuery.js';
import { STRONG_BRAND_LIST, listStrongBrands } from '../repositories/strongBrands.js';
import { ErrorBody } from '../../contract/errors.js';
import type { Api, RouteDeps } from './types.js';

const StrongBrandSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logoUrl: Type.Union([Type.String(), Type.Null()]),
  gender: Type.String({ description: 'm, f or u.' }),
  ageGroup: Type.String(),
  shoe: Type.Boolean(),
  active: Type.Boolean(),
});

/** Provider brands, shared by every store. Mounted under /strong. */
export async function strongBrandsRoutes(app: Api, { db }: RouteDeps): Promise<void> {
  app.get(
    '/brands',
    {
      // Any signed-in user: store users pick one when linking their own brand to it.
      config: { access: 'signedIn' },
      schema: {
        tags: ['strong brands'],
        summary: 'Provider brands',
        description: 'Sort by name, id or active. `name` keeps brands whose name contains it, ignoring case.',
        querystring: listQuerySchema({ name: Type.Optional(Type.String({ maxLength: 100 })) }),
        response: { 200: listResponseSchema(StrongBrandSchema), 400: ErrorBody },
      },
    },
    async (request) => listStrongBrands(db, request.query, listParams(request.query, STRONG_BRAND_LIST)),
  );
}
