import { Type, type Static } from 'typebox';

/** The error body every failure answers with (server/plugins/errors.ts); `code` is one of domain/errorCodes.ts. */
export const ErrorBody = Type.Object({
  statusCode: Type.Integer(),
  code: Type.String(),
  message: Type.String(),
  details: Type.Optional(Type.Array(Type.Unknown())),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** The values a detail's text needs (domain/errorCodes.ts, DetailParams): a limit, the other line, a name. */
export const DetailParamsSchema = Type.Object({
  max: Type.Optional(Type.Number()),
  min: Type.Optional(Type.Number()),
  values: Type.Optional(Type.String()),
  line: Type.Optional(Type.Integer()),
  name: Type.Optional(Type.String()),
  expected: Type.Optional(Type.String()),
  status: Type.Optional(Type.Integer()),
  count: Type.Optional(Type.Integer()),
  previous: Type.Optional(Type.Integer()),
});
