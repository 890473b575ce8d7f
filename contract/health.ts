import { Type } from 'typebox';

/** `GET /health` when the database answers. */
export const HealthSchema = Type.Object({ status: Type.Literal('ok') });
