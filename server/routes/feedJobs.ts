import type { FastifyRequest } from 'fastify';
import { DryRunRequestSchema, FeedJobSchema, FeedUploadBodySchema, JobAcceptedSchema } from '../../contract/feeds.js';
import { IdParams } from '../../contract/common.js';
import { ErrorBody } from '../../contract/errors.js';
import { validation } from '../errors.js';
import { registerMultipartForm } from '../http/multipartForm.js';
import { tenantOf } from '../plugins/access.js';
import { StoredUpload, type StoredFile } from '../http/storedUploads.js';
import { enqueueUpload, getJob, startDryRun } from '../services/feedQueue.js';
import type { RoutePlugin } from './types.js';

const tags = ['importations'];
const errors = { 400: ErrorBody, 409: ErrorBody, 413: ErrorBody };

// The multipart `file` arrives as a stored upload; anything else in its place (a text field, JSON) is refused.
function fileOf(request: FastifyRequest): StoredFile {
  const file = (request.body as { file?: unknown } | undefined)?.file;
  if (!(file instanceof StoredUpload) || file.bytes === 0) {
    throw validation([{ field: 'file', code: 'REQUIRED', message: 'Send the feed as a multipart file named "file".' }]);
  }
  return file.file;
}

/** Feed jobs: an uploaded feed to import once, a dry run, and the job a screen polls. */
export const feedJobsRoutes: RoutePlugin = async (app, { db, config }) => {
  // Uploads are held in the database, compressed, so any process's worker can run them; the feed size limit applies.
  await registerMultipartForm(app, config.feedMaxBytes, 'keyValues');

  app.post(
    '/importations/upload',
    {
      config: { access: 'storeModerator' },
      bodyLimit: config.feedMaxBytes,
      schema: {
        tags,
        summary: "Import an uploaded feed file into the current store's catalogue",
        description:
          'multipart/form-data with a `file` (Google Merchant XML). Queued like a feed import: a store already ' +
          'waiting reads this file instead; while one runs the upload is refused.',
        consumes: ['multipart/form-data'],
        body: FeedUploadBodySchema,
        response: { 202: JobAcceptedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ jobId: await enqueueUpload(db, tenantOf(request), fileOf(request)) }),
  );

  app.post(
    '/importations/dry-run',
    {
      config: { access: 'storeModerator' },
      bodyLimit: config.feedMaxBytes,
      schema: {
        tags,
        summary: 'Check a feed without importing it',
        description:
          'JSON `{url}` or multipart/form-data with a `file`. Answers at once with the job; poll ' +
          '`GET /importations/jobs/{id}` for its report (what an import would insert, update, leave, deactivate).',
        consumes: ['application/json', 'multipart/form-data'],
        body: DryRunRequestSchema,
        response: { 202: JobAcceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body as { url?: string };
      const source = typeof body.url === 'string' ? { url: body.url } : { file: fileOf(request) };
      return reply.status(202).send({ jobId: await startDryRun(db, tenantOf(request), source) });
    },
  );

  app.get(
    '/importations/jobs/:id',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'A feed job of the current store',
        params: IdParams,
        response: { 200: FeedJobSchema, 404: ErrorBody },
      },
    },
    async (request) => getJob(db, tenantOf(request), request.params.id),
  );
};
