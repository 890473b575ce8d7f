import {
  EnqueueBodySchema,
  EnqueuedSchema,
  QueueEntrySchema,
  QueueMoveQuery,
  QueueSchema,
} from '../../contract/feeds.js';
import { listQuerySchema, listResponseSchema } from '../../contract/lists.js';
import { DEFAULT_PAGE_SIZE } from '../../domain/limits.js';
import { IdParams, NoContent } from '../../contract/common.js';
import { ErrorBody } from '../../contract/errors.js';
import { forbidden, notFound } from '../errors.js';
import { isStaff, tenantOf } from '../plugins/access.js';
import { enqueueStore, getQueue, moveQueueEntry, removeQueueEntry } from '../services/feedQueue.js';
import type { RoutePlugin } from './types.js';

const tags = ['importations'];

/** The integration queue (spec 2, moderators): stores waiting to import their feed, in order. */
export const importationQueueRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/importations/queue',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'The integration queue',
        description:
          'The running import (position 0, with its progress), the waiting ones in order (position 1 runs next), ' +
          "and each store's latest import when it failed, until removed or queued again.",
        querystring: listQuerySchema({}),
        response: { 200: listResponseSchema(QueueEntrySchema), 400: ErrorBody },
      },
    },
    async (request) => {
      // The queue is short (one entry per store at most) and kept in run order: it is read whole, then paged.
      const queue = await getQueue(db);
      const { page = 0, size = DEFAULT_PAGE_SIZE } = request.query;
      const data = queue.slice(page * size, (page + 1) * size);
      return { data, page, size, total: queue.length, hasMore: (page + 1) * size < queue.length };
    },
  );

  app.post(
    '/importations/queue',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Queue an import of a store now',
        description:
          'Moderators may name any store (`tenantId`), store users queue their current store. A store already ' +
          'queued or running keeps its entry, which is answered (`created` false): a store is never queued twice.',
        body: EnqueueBodySchema,
        response: { 200: EnqueuedSchema, 201: EnqueuedSchema, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const current = tenantOf(request);
      const wanted = request.body.tenantId ?? current;
      if (wanted !== current && !isStaff(request.auth!)) throw forbidden();
      const { id, created } = await enqueueStore(db, wanted);
      const entry = (await getQueue(db)).find((e) => e.id === id);
      if (!entry) throw notFound('The queue entry is gone.');
      return reply.status(created ? 201 : 200).send({ ...entry, created });
    },
  );

  app.put(
    '/importations/queue/:id',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Move a waiting entry up, down or to the top',
        params: IdParams,
        querystring: QueueMoveQuery,
        response: { 200: QueueSchema, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      await moveQueueEntry(db, request.params.id, request.query.option);
      return getQueue(db);
    },
  );

  app.delete(
    '/importations/queue/:id',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Remove a waiting or failed entry',
        description:
          'A waiting entry will not run; a failed one leaves the list. A running import is stopped by a restart.',
        params: IdParams,
        response: { 204: NoContent('The entry is gone.'), 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      await removeQueueEntry(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
