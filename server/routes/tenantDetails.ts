import {
  ImportationRulesPatchSchema,
  ImportationRulesSchema,
  IntegrationSettingsSchema,
} from '../../contract/feeds.js';
import { ErrorBody } from '../../contract/errors.js';
import { StorefrontKeySchema } from '../../contract/storefront.js';
import { tenantOf } from '../plugins/access.js';
import {
  getImportationRules,
  getIntegrationSettings,
  patchImportationRules,
  replaceIntegrationSettings,
} from '../services/tenantIntegration.js';
import { getStorefrontKey } from '../services/storefront.js';
import type { RoutePlugin } from './types.js';

const tags = ['tenants'];

/** The current store's details (for now its integration fields) and its importation rules. */
export const tenantDetailsRoutes: RoutePlugin = async (app, { db }) => {
  const detailsNote =
    "The current store's details. Today the integration fields (spec 3); the store-settings work adds the " +
    'identification, users and implantation fields to this same call.';
  app.get(
    '/tenants/details',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: "The current store's details",
        description: detailsNote,
        response: { 200: IntegrationSettingsSchema, 404: ErrorBody },
      },
    },
    async (request) => getIntegrationSettings(db, tenantOf(request)),
  );

  app.put(
    '/tenants/details',
    {
      config: { access: 'storeModerator' },
      schema: {
        tags,
        summary: "Replace the current store's details",
        description: `${detailsNote} Moderators only (tenant settings, spec 6).`,
        body: IntegrationSettingsSchema,
        response: { 200: IntegrationSettingsSchema, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => replaceIntegrationSettings(db, tenantOf(request), request.body),
  );

  app.get(
    '/tenants/importation-rules',
    {
      config: { access: 'storeModerator' },
      schema: {
        tags,
        summary: "The current store's importation rules",
        response: { 200: ImportationRulesSchema, 404: ErrorBody },
      },
    },
    async (request) => getImportationRules(db, tenantOf(request)),
  );

  app.patch(
    '/tenants/importation-rules',
    {
      config: { access: 'storeModerator' },
      schema: {
        tags,
        summary: "Change the current store's importation rules",
        description:
          'Each list given replaces the stored one. Category rows must name categories of the current store.',
        body: ImportationRulesPatchSchema,
        response: { 200: ImportationRulesSchema, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => patchImportationRules(db, tenantOf(request), request.body),
  );

  app.get(
    '/tenants/storefront-key',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: "The current store's storefront key",
        description: "The key the store's site puts in the storefront API's paths (`/storefront/{storeKey}/...`).",
        response: { 200: StorefrontKeySchema, 404: ErrorBody },
      },
    },
    async (request) => getStorefrontKey(db, tenantOf(request)),
  );
};
