import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../domain/errorCodes.js';
import { AppError, badRequest } from '../errors.js';
import { storeUpload } from './storedUploads.js';

/** Set on a request from the moment its multipart body is read until it has been read whole. */
const READING = Symbol('readingMultipart');
type Reading = FastifyRequest & { [READING]?: boolean };

/**
 * Registers the multipart parser for the upload routes of this plugin: one file of at most `maxBytes`, compressed
 * as it arrives into the StoredUpload its job keeps (`attach`: as the parser's part, whose `value` it is, or as
 * the field's value itself); the file itself is never held whole. A body the parser cannot read (no boundary, a
 * boundary never met, a part cut off) is the client's mistake: it answers 400 BAD_REQUEST, not a 500.
 */
export async function registerMultipartForm(
  app: FastifyInstance,
  maxBytes: number,
  attach: true | 'keyValues',
): Promise<void> {
  // Hooks of one kind run in the order they are added: the parser's own reads the body between these two.
  app.addHook('preValidation', async (request: Reading) => {
    if (request.isMultipart()) request[READING] = true;
  });
  await app.register(multipart, {
    attachFieldsToBody: attach,
    limits: { fileSize: maxBytes, files: 1, fields: 1 },
    throwFileSizeLimit: true,
    async onFile(part: MultipartFile) {
      const stored = await storeUpload(part.file);
      // The parser stops a file at the limit and marks it cut short.
      if (part.file.truncated) throw new app.multipartErrors.RequestFileTooLargeError();
      part.value = stored;
    },
  });
  app.addHook('preValidation', async (request: Reading) => {
    request[READING] = false;
  });
  // The parser's own errors carry their status (413, 406...); what it throws bare is a body it could not read.
  app.setErrorHandler((error: Error & { statusCode?: number }, request: Reading) => {
    if (request[READING] && !(error instanceof AppError) && error.statusCode === undefined) {
      throw Object.assign(
        badRequest(ErrorCodes.BAD_REQUEST, `The multipart body could not be read: ${error.message}`),
        {
          cause: error,
        },
      );
    }
    throw error;
  });
}
