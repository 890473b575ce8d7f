import type { FastifyReply } from 'fastify';
import type { ExportFile } from '../services/exportFile.js';

/** Sends a written export file as a CSV download; the file is removed once sent or abandoned. */
export const sendCsvFile = (reply: FastifyReply, file: ExportFile, fileName: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(file.open());
