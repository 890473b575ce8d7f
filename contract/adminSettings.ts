import { Type, type Static, type TSchema } from 'typebox';
import { Nullable } from './common.js';

/** An overridable setting: the saved override (null: the environment's value holds) and that default. */
const Overridable = <T extends TSchema>(value: T) => Type.Object({ value: Nullable(value), default: value });

/** Where the secret in effect comes from, and a masked form of it; never the secret itself. */
export const SecretStateSchema = Type.Object({
  source: Type.Union([Type.Literal('settings'), Type.Literal('environment'), Type.Literal('none')]),
  masked: Nullable(Type.String()),
});

const ChangeAuthor = Type.Object({ id: Nullable(Type.Integer()), name: Type.String(), email: Type.String() });

/** One save of the settings: who, when, which fields (values are not kept: one of them is a secret). */
export const AdminSettingsChangeSchema = Type.Object({
  version: Type.Integer(),
  changedAt: Type.String({ format: 'date-time' }),
  by: ChangeAuthor,
  fields: Type.Array(Type.String()),
});

/** `GET /admin-settings`: the overrides, their environment defaults, the version to save against. */
export const AdminSettingsSchema = Type.Object({
  version: Type.Integer(),
  supportEmail: Overridable(Type.String()),
  feedScheduleHours: Overridable(Type.Integer()),
  sessionIdleMinutes: Overridable(Type.Integer()),
  sessionMaxHours: Overridable(Type.Integer()),
  signInMaxFailures: Overridable(Type.Integer()),
  /** Administrators only: absent for moderators, who may not even learn whether one is set. */
  crashWebhookUrl: Type.Optional(SecretStateSchema),
  /** The latest saves, newest first. */
  changes: Type.Array(AdminSettingsChangeSchema),
});

const Override = <T extends TSchema>(value: T) => Type.Optional(Nullable(value));

/**
 * `PUT /admin-settings`: the fields to change, with the version read. An absent field stays as it is;
 * null returns it to the environment's value. Values are checked by the rules the server applies to
 * the environment at start (server/envReaders.ts), so the schema only gives their types.
 */
export const AdminSettingsBody = Type.Object(
  {
    version: Type.Integer({ minimum: 0 }),
    supportEmail: Override(Type.String({ maxLength: 254 })),
    crashWebhookUrl: Override(Type.String({ maxLength: 2000 })),
    feedScheduleHours: Override(Type.Integer()),
    sessionIdleMinutes: Override(Type.Integer()),
    sessionMaxHours: Override(Type.Integer()),
    signInMaxFailures: Override(Type.Integer()),
  },
  { additionalProperties: false },
);

/** `POST /tenants/invalidation`: every process drops its caches within the poll interval. */
export const CacheInvalidationSchema = Type.Object({
  generation: Type.Integer(),
  /** Seconds within which every server process has reloaded. */
  withinSeconds: Type.Integer(),
});

export type AdminSettings = Static<typeof AdminSettingsSchema>;
export type AdminSettingsBody = Static<typeof AdminSettingsBody>;
export type AdminSettingsChange = Static<typeof AdminSettingsChangeSchema>;
export type SecretState = Static<typeof SecretStateSchema>;
export type CacheInvalidation = Static<typeof CacheInvalidationSchema>;
