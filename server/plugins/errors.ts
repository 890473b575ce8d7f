import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCodes, type ErrorCode } from '../../domain/errorCodes.js';
import { AppError } from '../errors.js';
import { schemaProblemOf } from './schemaProblems.js';

interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  details?: unknown[];
  current?: unknown;
}

// PostgreSQL errors a client can cause with well-formed but unacceptable input.
const PG_ERRORS: Record<string, Omit<ErrorBody, 'details'>> = {
  '23505': { statusCode: 409, code: 'CONFLICT', message: 'A record with the same unique value already exists.' },
  '23503': { statusCode: 409, code: 'REFERENCE', message: 'The record refers to, or is used by, another record.' },
  // restrict_violation: a delete that an ON DELETE RESTRICT key refuses (a provider record linked to products).
  '23001': { statusCode: 409, code: 'REFERENCE', message: 'The record is used by another record.' },
  '22P02': { statusCode: 400, code: 'VALIDATION', message: 'A value has the wrong format.' },
  '22001': { statusCode: 400, code: 'VALIDATION', message: 'A value is too long.' },
  '22003': { statusCode: 400, code: 'VALIDATION', message: 'A number is out of range.' },
  '22021': { statusCode: 400, code: 'VALIDATION', message: 'A text holds a character the database cannot store.' },
  '22007': { statusCode: 400, code: 'VALIDATION', message: 'A date or time has the wrong format.' },
  '22008': { statusCode: 400, code: 'VALIDATION', message: 'A date or time is out of range.' },
  '22009': { statusCode: 400, code: 'VALIDATION', message: 'A time zone offset is out of range.' },
};

function toBody(error: FastifyError & { code?: string }): ErrorBody {
  if (error instanceof AppError) {
    const { statusCode, code, message, details, current } = error;
    return current === undefined
      ? { statusCode, code, message, details }
      : { statusCode, code, message, details, current };
  }
  if (error.validation) {
    return {
      statusCode: 400,
      code: ErrorCodes.VALIDATION,
      message: 'Some fields are invalid.',
      details: error.validation.map((v) => schemaProblemOf(v, error.validationContext)),
    };
  }
  const pg = error.code ? PG_ERRORS[error.code] : undefined;
  if (pg) return pg;
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code: ErrorCode =
      status === 413
        ? 'TOO_LARGE'
        : status === 404
          ? 'NOT_FOUND'
          : status === 429
            ? 'TOO_MANY_ATTEMPTS'
            : 'BAD_REQUEST';
    return { statusCode: status, code, message: error.message };
  }
  return { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong on the server.' };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toBody(error);
    // Answers the code chose (an AppError, such as 503 SERVER_BUSY under a sign-in flood) are not failures to log.
    if (body.statusCode >= 500 && !(error instanceof AppError)) request.log.error({ err: error }, 'request failed');
    void reply.status(body.statusCode).send(body);
  });
}
