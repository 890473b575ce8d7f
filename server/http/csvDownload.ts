import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ExportFile } from '../services/exportFile.js';

/** Sends a written export file as a CSV download; the file is removed once sent or abandoned. */
export const sendCsvFile = (reply: FastifyReply, file: ExportFile, fileName: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(file.open());

/** Sends CSV text or bytes held in memory (a template), or a stream (a stored result file), as a download. */
export const sendCsvBytes = (reply: FastifyReply, content: string | Buffer | Readable, fileName: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(content);
