import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';

interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
}

/** Requests Node's HTTP parser refuses before Fastify sees them (see clientErrorHandler). */
function clientErrorBody(error: Error & { code?: string }): ErrorBody {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return { statusCode: 431, code: 'TOO_LARGE', message: 'The request headers are too large.' };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { statusCode: 408, code: 'TIMEOUT', message: 'The request took too long to arrive.' };
  }
  return { statusCode: 400, code: 'BAD_REQUEST', message: 'The request could not be read (malformed HTTP).' };
}

/**
 * Answers a request the HTTP parser refused (headers too large, a bad Content-Length, broken syntax)
 * with the API's error JSON instead of Fastify's own body, then closes the connection, as Node does.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (error, socket: Socket) => {
  // A reset connection has no one left to answer.
  if ((error as Error & { code?: string }).code === 'ECONNRESET' || socket.destroyed) return;
  const answer = clientErrorBody(error);
  const body = JSON.stringify(answer);
  const { statusCode } = answer;
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};

/** Errors Fastify's router raises before any route runs (a malformed URL, a too long parameter). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const body: ErrorBody =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? { statusCode: 414, code: 'TOO_LARGE', message: 'A part of the address is too long.' }
      : error.code === 'FST_ERR_BAD_URL'
        ? { statusCode: 400, code: 'BAD_REQUEST', message: 'The address is not valid.' }
        : { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong on the server.' };
  void reply.status(body.statusCode).send(body);
}
