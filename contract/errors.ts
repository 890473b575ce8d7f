import { Type, type Static } from 'typebox';

/** The error body every failure answers with (server/plugins/errors.ts); `code` is one of contract/errorCodes.ts. */
export const ErrorBody = Type.Object({
  statusCode: Type.Integer(),
  code: Type.String(),
  message: Type.String(),
  details: Type.Optional(Type.Array(Type.Unknown())),
});
export type ErrorBody = Static<typeof ErrorBody>;
