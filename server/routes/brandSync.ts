import { tenantOf } from '../plugins/access.js';
import { associateStrongBrands, createStrongBrandsFor } from '../services/brandSync.js';
import { BulkIdsBody } from '../../contract/common.js';
import { StrongBrandsAssociationSchema, StrongBrandsCreationSchema } from '../../contract/brandSync.js';
import { ErrorBody } from '../../contract/errors.js';
import type { RoutePlugin } from './types.js';

const tags = ['brands'];
const errors = { 400: ErrorBody, 404: ErrorBody };

/** Linking store brands to provider brands of the same name. */
export const brandSyncRoutes: RoutePlugin = async (app, { db }) => {
  app.post(
    '/brands/sync/create-strong-brand',
    {
      // Creates provider brands, which every store sees: staff only.
      config: { access: 'storeModerator' },
      schema: {
        tags,
        summary: 'Create provider brands named after store brands and link them',
        description:
          'Each selected brand gets the provider brand of its name (cut to 25 characters), created when missing. ' +
          'Brands already linked are skipped. All or nothing: an id that is not a brand of the current store answers 404.',
        body: BulkIdsBody,
        response: { 200: StrongBrandsCreationSchema, ...errors },
      },
    },
    async (request) => createStrongBrandsFor(db, tenantOf(request), request.body.ids),
  );

  app.post(
    '/brands/sync/associate-brand-with-strong-brand',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Link store brands to the provider brands of the same name',
        description:
          'Names compare without regard to case, on the first 25 characters. Brands with no such provider brand are listed in notFound. ' +
          'All or nothing: an id that is not a brand of the current store answers 404.',
        body: BulkIdsBody,
        response: { 200: StrongBrandsAssociationSchema, ...errors },
      },
    },
    async (request) => associateStrongBrands(db, tenantOf(request), request.body.ids),
  );
};
