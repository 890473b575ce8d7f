import { IdParams } from '../../contract/common.js';
import { ErrorBody } from '../../contract/errors.js';
import {
  CatalogueXmlSchema,
  NewTenantBodySchema,
  StaleVersionBody,
  TENANT_OPTIONS,
  TenantDetailsBodySchema,
  TenantDetailsSchema,
  TenantOptionsSchema,
} from '../../contract/tenants.js';
import { sendXmlFile } from '../http/xmlDownload.js';
import { tenantOf } from '../plugins/access.js';
import { writeCatalogueXml } from '../services/catalogueXml.js';
import { exportDirOf } from '../services/exportFile.js';
import { createTenant, getTenantDetails, saveTenantDetails } from '../services/tenantSettings.js';
import type { RoutePlugin } from './types.js';

const tags = ['tenants'];

/** Stores as the customer-success staff see them: any store's settings, a new store, the settings' options. */
export const tenantsRoutes: RoutePlugin = async (app, { db, config, storefrontStores }) => {
  const exportDir = exportDirOf(config.dataDir);
  app.get(
    '/tenants/details/options',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Every store enumeration',
        description: 'Codes only: the web app names countries and currencies through Intl, the rest through its texts.',
        response: { 200: TenantOptionsSchema },
      },
    },
    async () => TENANT_OPTIONS,
  );

  app.get(
    '/tenants/single/:id',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: "A store's settings",
        description: "Moderators, any store. An unknown id answers 404 TENANT_NOT_FOUND ('Tenant not found').",
        params: IdParams,
        response: { 200: TenantDetailsSchema, 404: ErrorBody },
      },
    },
    async (request) => getTenantDetails(db, request.params.id),
  );

  app.put(
    '/tenants/single/:id',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: "Save a store's settings",
        description: 'As `PUT /tenants/details`, for any store. Moderators only.',
        params: IdParams,
        body: TenantDetailsBodySchema,
        response: { 200: TenantDetailsSchema, 400: ErrorBody, 404: ErrorBody, 409: StaleVersionBody },
      },
    },
    async (request) => saveTenantDetails(db, request.params.id, request.auth!.user.id, request.body, storefrontStores),
  );

  app.post(
    '/tenants',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Create a store',
        description:
          'Name (unique, 409 CONFLICT otherwise) and domain; the country follows the language when not given ' +
          '(ptBR → BR, ptPT → PT, en → US). Staff can switch to it at once (`PUT /me/current-tenant/{id}`).',
        body: NewTenantBodySchema,
        response: { 201: TenantDetailsSchema, 400: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createTenant(db, request.body)),
  );

  app.get(
    '/tenants/catalogue/xml',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: "The current store's catalogue as a Google Merchant XML file",
        description:
          'Every product of the store, read through a database cursor into a temporary file and then streamed. ' +
          "The feed importer reads it back. The store's users and staff.",
        produces: ['application/xml'],
        response: { 200: CatalogueXmlSchema, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const store = await getTenantDetails(db, tenantOf(request));
      const file = await writeCatalogueXml(
        db,
        { id: store.tenantId, name: store.name, domain: store.domain },
        exportDir,
      );
      return sendXmlFile(reply, file, `catalogue-${store.tenantId}-${new Date().toISOString().slice(0, 10)}.xml`);
    },
  );
};
