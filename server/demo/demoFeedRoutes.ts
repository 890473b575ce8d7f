import type { Readable } from 'node:stream';
import { Type } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../contract/errors.js';
import { demoFeedStore, demoFeedXml } from './demoFeed.js';
import { notFound } from '../errors.js';
import type { RoutePlugin } from '../routes/types.js';

// Sent as a stream, which Fastify never serialises; the schema documents the download.
const XmlFile = Type.Unsafe<Readable>({
  type: 'string',
  format: 'binary',
  description: 'Google Merchant RSS 2.0 XML.',
});

const DemoFeedParams = Type.Object({
  file: Type.String({ pattern: '^[1-9][0-9]{0,9}\\.xml$', description: 'The store id followed by .xml.' }),
});

/**
 * The demo stores' Google Merchant feeds, served by the app itself so that a fresh demo imports real
 * feeds with no internet. Every existing store has one, so a new store can check its own.
 */
export const demoFeedsRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/demo-feeds/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['importations'],
        summary: "A demo store's product feed (Google Merchant RSS)",
        description: 'Only with the demo (SEED_DEMO); every existing store has one, whatever its saved feed address.',
        params: DemoFeedParams,
        response: { 200: XmlFile, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const store = await demoFeedStore(db, Number.parseInt(request.params.file, 10));
      if (!store) throw notFound('No demo feed here.');
      return reply.type('application/xml; charset=utf-8').send(demoFeedXml(db, store));
    },
  );
};
