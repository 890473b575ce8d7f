import { ErrorCodes, type ErrorCode, type ErrorDetail } from '../domain/errorCodes.js';

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
/** Another server the request needed (the mail server) refused or did not answer; nothing was changed. */
export const badGateway = (code: ErrorCode, message: string) => new AppError(502, code, message);

/** Records of one kind that link to what a delete would remove: the detail's field and code, their count and names. */
export interface LinkCount {
  field: string;
  code: ErrorDetail['code'];
  count: number;
  one: string;
  many: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * A 409 `code` saying how many records of each kind link to `what` (the request would delete it), one detail
 * per kind; nothing when none does.
 */
export function refuseIfLinked(code: ErrorCode, what: string, links: LinkCount[]): void {
  const details: ErrorDetail[] = links
    .filter((link) => link.count > 0)
    .map(({ field, code: detail, count, one, many }) => ({
      field,
      code: detail,
      message: `It is linked to ${plural(count, one, many)}.`,
      params: { count },
    }));
  if (details.length === 0) return;
  const linkedTo = details.map((d) => d.message.replace(/^It is linked to |\.$/g, '')).join(' and ');
  throw new AppError(409, code, `${what} is linked to ${linkedTo} and cannot be deleted.`, details);
}

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
