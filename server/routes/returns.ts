import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ErrorBody } from '../../contract/errors.js';
import {
  ReturnsJobParams,
  ReturnsJobSchema,
  ReturnsResultFileSchema,
  ReturnsTemplateFileSchema,
  ReturnsUploadBodySchema,
  ReturnsUploadQuery,
} from '../../contract/returns.js';
import { JobAcceptedSchema } from '../../contract/feeds.js';
import { unauthorized, validation } from '../errors.js';
import { sendCsvBytes } from '../http/csvDownload.js';
import { registerMultipartForm } from '../http/multipartForm.js';
import { StoredUpload, type StoredFile } from '../http/storedUploads.js';
import { tenantOf } from '../plugins/access.js';
import { returnsResultName, returnsTemplateCsv } from '../services/returnsFile.js';
import { getReturnsJob, getReturnsResult, startReturnsJob } from '../services/returnsJobs.js';
import type { RoutePlugin } from './types.js';

const tags = ['orders'];

// The multipart `file` must be a .csv file with content; anything else is refused before any job exists.
function csvFileOf(request: FastifyRequest): StoredFile {
  const part = (request.body as { file?: MultipartFile } | undefined)?.file;
  if (!part || part.type !== 'file' || !(part.value instanceof StoredUpload)) {
    throw validation([
      { field: 'file', code: 'REQUIRED', message: 'Send the returns file as a multipart file named "file".' },
    ]);
  }
  if (!/\.csv$/i.test(part.filename)) {
    throw validation([
      { field: 'file', code: 'FORMAT', message: 'The returns file must be a .csv file.', params: { expected: 'CSV' } },
    ]);
  }
  if (part.value.bytes === 0) {
    throw validation([{ field: 'file', code: 'REQUIRED', message: 'The returns file is empty.' }]);
  }
  return part.value.file;
}

/** Returns files: upload (a job), its progress, its result file, and the template. */
export const returnsRoutes: RoutePlugin = async (app, { db, config }) => {
  // Held in the database, compressed, until a worker runs it; the feed size limit applies to it too.
  await registerMultipartForm(app, config.feedMaxBytes, true);

  app.post(
    '/report/returns',
    {
      config: { access: 'store', feature: 'returnsReport' },
      bodyLimit: config.feedMaxBytes,
      schema: {
        tags,
        summary: 'Process a returns file: record the returns it lists against the store orders',
        description:
          'multipart/form-data with a `file` (.csv; columns orderId, productId or sku, size, reason, returnDate: ' +
          'see GET /report/returns/template). Answers at once with the job; poll GET /report/returns/{jobId}, ' +
          'then download GET /report/returns/{jobId}/result (also mailed to the user). A store with 3 checks or ' +
          'files waiting already is answered 409 TOO_MANY_JOBS_WAITING.',
        consumes: ['multipart/form-data'],
        querystring: ReturnsUploadQuery,
        body: ReturnsUploadBodySchema,
        response: { 202: JobAcceptedSchema, 400: ErrorBody, 409: ErrorBody, 413: ErrorBody },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const file = csvFileOf(request);
      const { processingType, ignorePurchasedSize = false, ignoreSkuSpaces = false } = request.query;
      const options = { processingType, ignorePurchasedSize, ignoreSkuSpaces };
      const jobId = await startReturnsJob(db, tenantOf(request), auth.user.id, file, options);
      return reply.status(202).send({ jobId });
    },
  );

  app.get(
    '/report/returns/template',
    {
      config: { access: 'store', feature: 'returnsReport' },
      schema: {
        tags,
        summary: 'The returns file template (CSV)',
        produces: ['text/csv'],
        response: { 200: ReturnsTemplateFileSchema },
      },
    },
    async (_request, reply) => sendCsvBytes(reply, returnsTemplateCsv(), 'returns-template.csv'),
  );

  app.get(
    '/report/returns/:jobId',
    {
      config: { access: 'store', feature: 'returnsReport' },
      schema: {
        tags,
        summary: 'A returns file job of the current store: status, progress and counts',
        params: ReturnsJobParams,
        response: { 200: ReturnsJobSchema, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => getReturnsJob(db, tenantOf(request), request.params.jobId),
  );

  app.get(
    '/report/returns/:jobId/result',
    {
      config: { access: 'store', feature: 'returnsReport' },
      schema: {
        tags,
        summary: 'The result file of a finished returns job: every input row, its outcome and the reason',
        produces: ['text/csv'],
        params: ReturnsJobParams,
        response: { 200: ReturnsResultFileSchema, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const file = await getReturnsResult(db, tenantOf(request), request.params.jobId);
      return sendCsvBytes(reply, file, returnsResultName(request.params.jobId));
    },
  );
};
