import type { FastifyReply } from 'fastify';
import type { ExportFile } from '../services/exportFile.js';

/** Sends a written export file as an XML download; the file is removed once sent or abandoned. */
export const sendXmlFile = (reply: FastifyReply, file: ExportFile, fileName: string) =>
  reply
    .type('application/xml; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(file.open());
