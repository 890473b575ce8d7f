import type { FastifyReply, FastifyRequest } from 'fastify';
import { StorefrontRateLimit } from '../services/storefrontRateLimit.js';
import { orderRecorder } from '../services/orderRecorder.js';
import { storefrontEventCounter } from '../services/storefrontEventCounter.js';
import { ordersOfPosts, type TrackedPost } from '../services/trackedOrders.js';
import {
  lookUpProduct,
  matchesEntityTag,
  recommendationRecorder,
  recommendForShopper,
  scriptSettingsOf,
  storeOfKey,
  trackOrder,
} from '../services/storefront.js';
import { ErrorBody } from '../../contract/errors.js';
import { NoContent } from '../../contract/common.js';
import {
  ProductLookupQuery,
  ProductLookupSchema,
  RecommendationAnswerSchema,
  RecommendationBodySchema,
  StoreKeyParams,
  StorefrontEventSchema,
  StorefrontSettingsSchema,
  TrackedOrderAnswerSchema,
  TrackedOrderSchema,
} from '../../contract/storefront.js';
import type { RoutePlugin } from './types.js';
import { gateOpen } from '../../domain/featureGates.js';
import { SCRIPT_SETTINGS_MAX_AGE_SECONDS } from '../../domain/storefrontSnippet.js';

const tags = ['storefront'];
const security: { [name: string]: string[] }[] = [];
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };
const CORS_METHODS = 'GET, POST, OPTIONS';
const CORS_MAX_AGE_SECONDS = '86400';

/**
 * What a store's own pages call, under /storefront/{storeKey}/: no session, the store named by its
 * public key. Open to every origin (CORS on these routes only) and rate limited per key and address.
 */
/** Mounted under /api/v1/storefront. */
export const prefix = '/storefront';

export const storefrontRoutes: RoutePlugin = async (app, { db, storefrontStores, storefrontProducts }) => {
  const limit = new StorefrontRateLimit();
  // Tracked orders arriving together share one lookup of what their items name, a statement and a commit.
  const recordOrder = orderRecorder(db, { prepare: (posts: TrackedPost[]) => ordersOfPosts(db, posts) });
  // Usage events arriving together are counted by one statement (see storefrontEventCounter).
  const countEvent = storefrontEventCounter(db);
  // So are the shoppers' recommendations (see recommendationRecorder).
  const recordRecommendation = recommendationRecorder(db);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('access-control-allow-origin', '*');
    void reply.header('cross-origin-resource-policy', 'cross-origin');
    if (request.method === 'OPTIONS') return;
    const { storeKey = '' } = request.params as { storeKey?: string };
    limit.count(storeKey, request.ip);
    // An address that made up too many keys this minute is refused until the minute ends.
    limit.checkUnknownKeys(request.ip);
  });

  // The store of the key, when its status runs the storefront and it has the route's feature.
  const tenantOfKey = async (
    request: Pick<FastifyRequest, 'routeOptions' | 'ip'> & { params: { storeKey: string } },
  ): Promise<number> => {
    const { storeKey } = request.params;
    if (!(await storefrontStores.storeOf(storeKey))) limit.countUnknownKey(request.ip);
    return storeOfKey(storefrontStores, storeKey, request.routeOptions.config.feature);
  };

  for (const path of ['settings', 'products', 'recommendations', 'events', 'orders']) {
    app.options(
      `/:storeKey/${path}`,
      {
        config: { access: 'storefront' },
        schema: { tags, security, summary: 'CORS preflight: every origin may call the storefront routes' },
      },
      async (_request, reply) =>
        reply
          .header('access-control-allow-methods', CORS_METHODS)
          .header('access-control-allow-headers', 'content-type')
          .header('access-control-max-age', CORS_MAX_AGE_SECONDS)
          .status(204)
          .send(),
    );
  }

  app.get(
    '/:storeKey/settings',
    {
      config: { access: 'storefront', feature: 'script' },
      schema: {
        tags,
        security,
        summary: "The store's settings its fitting-room script reads when a page loads",
        description:
          `Cacheable for ${SCRIPT_SETTINGS_MAX_AGE_SECONDS} s, then revalidated with its ETag (304 while nothing changed). ` +
          'Open to a store whose features include the fitting room, a size chart or the order tracker.',
        params: StoreKeyParams,
        response: {
          200: StorefrontSettingsSchema,
          304: NoContent('Not modified: the copy the client holds is current.'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      await tenantOfKey(request);
      const { settings, etag } = scriptSettingsOf((await storefrontStores.storeOf(request.params.storeKey))!);
      void reply.header('cache-control', `public, max-age=${SCRIPT_SETTINGS_MAX_AGE_SECONDS}`).header('etag', etag);
      // No payload at all: null would be serialized to the text `null` and its length sent with the 304.
      if (matchesEntityTag(request.headers['if-none-match'], etag)) return reply.status(304).send(undefined as never);
      return settings;
    },
  );

  app.get(
    '/:storeKey/products',
    {
      config: { access: 'storefront', feature: 'fittingRoom' },
      schema: {
        tags,
        security,
        summary: "Whether a product of the store's site has the fitting room, and its sizes",
        description: "A permalink the catalogue lacks answers covered false and counts in that day's unknown products.",
        params: StoreKeyParams,
        querystring: ProductLookupQuery,
        response: { 200: ProductLookupSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = await tenantOfKey(request);
      const { features } = (await storefrontStores.storeOf(request.params.storeKey))!;
      return lookUpProduct(
        db,
        storefrontProducts,
        tenantId,
        request.query.permalink,
        gateOpen(features, 'recommendation'),
      );
    },
  );

  app.post(
    '/:storeKey/recommendations',
    {
      config: { access: 'storefront', feature: 'recommendation' },
      schema: {
        tags,
        security,
        summary: "The size engine's recommendation for a shopper's measures",
        description:
          'Recorded with the profile code, the measures and the size. A product without a size table gets recommendedSize null.',
        params: StoreKeyParams,
        body: RecommendationBodySchema,
        response: { 200: RecommendationAnswerSchema, ...errors },
      },
    },
    async (request) =>
      recommendForShopper(storefrontProducts, await tenantOfKey(request), request.body, recordRecommendation),
  );

  app.post(
    '/:storeKey/events',
    {
      config: { access: 'storefront', feature: 'fittingRoom' },
      schema: {
        tags,
        security,
        summary: 'Count a fitting-room opening or a size-chart view (per product, per day)',
        params: StoreKeyParams,
        body: StorefrontEventSchema,
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      await countEvent(await tenantOfKey(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:storeKey/orders',
    {
      config: { access: 'storefront', feature: 'orders' },
      schema: {
        tags,
        security,
        summary: 'Track an order',
        description:
          'Idempotent per store and order id: the first post answers 201, a repeated one 200 with the same answer and changes nothing.',
        params: StoreKeyParams,
        body: TrackedOrderSchema,
        response: { 200: TrackedOrderAnswerSchema, 201: TrackedOrderAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, answer } = await trackOrder(db, await tenantOfKey(request), request.body, recordOrder);
      return reply.status(created ? 201 : 200).send(answer);
    },
  );
};
