import { ErrorCodes, type ErrorCode, type ErrorDetail } from '../contract/errorCodes.js';

/** An error the client caused or may show: stable `code`, English `message`, optional details. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    /** On a conflict, the record as it is now (a stale save's answer carries it). */
    readonly current?: unknown,
  ) {
    super(message);
  }
}

export type FieldProblem = ErrorDetail;

export const validation = (details: FieldProblem[], message = 'Some fields are invalid.') =>
  new AppError(400, ErrorCodes.VALIDATION, message, details);
export const badRequest = (code: ErrorCode, message: string) => new AppError(400, code, message);
export const unauthorized = (code: ErrorCode = ErrorCodes.UNAUTHENTICATED, message = 'Sign in to continue.') =>
  new AppError(401, code, message);
export const forbidden = (code: ErrorCode = ErrorCodes.FORBIDDEN, message = 'You are not allowed to do this.') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found.') => new AppError(404, ErrorCodes.NOT_FOUND, message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);

/** PostgreSQL's unique_violation: the unique index, not a prior look-up, is the real guard against races. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** Runs a write and turns a unique-index violation into a 409 with a clear message. */
export async function conflictOnDuplicate<T>(
  write: Promise<T>,
  message: string,
  code: ErrorCode = ErrorCodes.CONFLICT,
): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(code, message);
    throw error;
  }
}
