import { ErrorBody } from '../../contract/errors.js';
import { StorefrontKeyRotationBody, StorefrontKeySchema } from '../../contract/storefront.js';
import { tenantOf } from '../plugins/access.js';
import { rotateStorefrontKey } from '../services/storefront.js';
import type { RoutePlugin } from './types.js';
import { STOREFRONT_STORE_CACHE_SECONDS } from '../../domain/storeStatus.js';

/** Replacing the current store's storefront key (reading it is GET /tenants/storefront-key). */
export const storefrontKeyRoutes: RoutePlugin = async (app, { db, storefrontStores }) => {
  app.post(
    '/tenants/storefront-key/rotation',
    {
      config: { access: 'storeModerator' },
      schema: {
        tags: ['tenants'],
        summary: "Replace the current store's storefront key",
        description:
          'The body names the key being replaced (the confirmation). The old key is refused from the answer on ' +
          `(by other server processes within ${STOREFRONT_STORE_CACHE_SECONDS} s); ` +
          "the store's site must be given the new one. A key that is no longer the stored one: 409, nothing changed.",
        body: StorefrontKeyRotationBody,
        response: { 200: StorefrontKeySchema, 400: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const rotated = await rotateStorefrontKey(db, tenantOf(request), request.body.currentKey);
      storefrontStores.forgetStore(tenantOf(request));
      return rotated;
    },
  );
};
