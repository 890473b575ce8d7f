import { listParams } from '../repositories/listQuery.js';
import { listQuerySchema, listResponseSchema } from '../../contract/lists.js';
import { NameFilter } from '../../contract/common.js';
import { STRONG_BRAND_LIST, listStrongBrands } from '../repositories/strongBrands.js';
import { ErrorBody } from '../../contract/errors.js';
import { StrongBrandSchema } from '../../contract/strongBrands.js';
import type { RoutePlugin } from './types.js';

/** Provider brands, shared by every store. Mounted under /strong. */
/** Mounted under /api/v1/strong. */
export const prefix = '/strong';

export const strongBrandsRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/brands',
    {
      // Any signed-in user: store users pick one when linking their own brand to it.
      config: { access: 'signedIn' },
      schema: {
        tags: ['strong brands'],
        summary: 'Provider brands',
        description: 'Sort by name, id or active. `name` keeps brands whose name contains it, ignoring case.',
        querystring: listQuerySchema(NameFilter),
        response: { 200: listResponseSchema(StrongBrandSchema), 400: ErrorBody },
      },
    },
    async (request) => listStrongBrands(db, request.query, listParams(request.query, STRONG_BRAND_LIST)),
  );
};
