import { ImportationRulesPatchSchema, ImportationRulesSchema } from '../../contract/feeds.js';
import { ErrorBody } from '../../contract/errors.js';
import { StorefrontKeySchema } from '../../contract/storefront.js';
import { tenantOf } from '../plugins/access.js';
import {
  SettingsHistorySchema,
  StaleVersionBody,
  TenantDetailsBodySchema,
  TenantDetailsSchema,
} from '../../contract/tenants.js';
import { HistoryQuery, RestoreBody, VersionParam } from '../../contract/tableHistory.js';
import { getImportationRules, patchImportationRules } from '../services/tenantIntegration.js';
import {
  getTenantDetails,
  restoreTenantSettings,
  saveTenantDetails,
  settingsHistory,
} from '../services/tenantSettings.js';
import { getStorefrontKey } from '../services/storefront.js';
import type { RoutePlugin } from './types.js';

const tags = ['tenants'];

/** The current store's settings, its importation rules and its storefront key. */
export const tenantDetailsRoutes: RoutePlugin = async (app, { db, storefrontStores }) => {
  app.get(
    '/tenants/details',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: "The current store's settings",
        description:
          'Identification, implantation, coverage details and integration fields, with the `version` a save names.',
        response: { 200: TenantDetailsSchema, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => getTenantDetails(db, tenantOf(request)),
  );

  app.put(
    '/tenants/details',
    {
      config: { access: 'storeModerator' },
      schema: {
        tags,
        summary: "Save the current store's settings",
        description:
          'The fields sent replace the stored ones; those left out keep their values. `version` is the one read: ' +
          'when the store was saved since, 409 STALE_VERSION answers the store as it is now and each field changed ' +
          'since (details, code CHANGED), and nothing is written. Moderators only (tenant settings, spec 6).',
        body: TenantDetailsBodySchema,
        response: { 200: TenantDetailsSchema, 400: ErrorBody, 404: ErrorBody, 409: StaleVersionBody },
      },
    },
    async (request) => saveTenantDetails(db, tenantOf(request), request.auth!.user.id, request.body, storefrontStores),
  );

  app.get(
    '/tenants/details/history',
    {
      config: { access: 'storeModerator' },
      schema: {
        tags,
        summary: "The current store's settings saves, newest first (moderators)",
        description: 'Who saved, when, and each field changed with its value before and after.',
        querystring: HistoryQuery,
        response: { 200: SettingsHistorySchema, 400: ErrorBody },
      },
    },
    async (request) => settingsHistory(db, tenantOf(request), request.query),
  );

  app.post(
    '/tenants/details/history/:version/restore',
    {
      config: { access: 'storeModerator' },
      schema: {
        tags,
        summary: "Save the current store's settings back as they were after a save (moderators)",
        description:
          'A normal save of the values that version had, kept in the history. `version` (body) is the one read: ' +
          '409 STALE_VERSION when the store was saved since; 409 VERSION_NOT_RESTORABLE when a later save did ' +
          'not keep the values it replaced; 404 for a version the store never had.',
        params: VersionParam,
        body: RestoreBody,
        response: { 200: TenantDetailsSchema, 400: ErrorBody, 404: ErrorBody, 409: StaleVersionBody },
      },
    },
    async (request) =>
      restoreTenantSettings(
        db,
        tenantOf(request),
        request.auth!.user.id,
        { version: request.params.version, expected: request.body.version },
        storefrontStores,
      ),
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
