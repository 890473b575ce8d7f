import { webhookTargetRules } from '../config.js';
import { AdminSettingsBody, AdminSettingsSchema, CacheInvalidationSchema } from '../../contract/adminSettings.js';
import { ErrorBody } from '../../contract/errors.js';
import { ADMINISTRATOR_ONLY_SETTINGS } from '../../domain/adminSettings.js';
import { invalidateCaches, readAdminSettings, saveAdminSettings } from '../services/adminSettings.js';
import type { RoutePlugin } from './types.js';

/** The service-wide settings (/admin-settings) and the invalidation of every process's caches. */
export const adminSettingsRoutes: RoutePlugin = async (app, { db, settings, config }) => {
  app.get(
    '/admin-settings',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary: 'The service-wide settings: saved overrides, their environment defaults, the latest changes',
        description:
          'The crash webhook is a secret: administrators get where it comes from and a masked form, moderators nothing.',
        response: { 200: AdminSettingsSchema, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => readAdminSettings(db, settings, request.auth!.user.role),
  );

  app.put(
    '/admin-settings',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary: 'Change service-wide settings, read by every server process without a restart',
        description:
          'Only the fields given change; null returns one to its environment value. Values are checked by the ' +
          `rules applied to the environment at start. ${ADMINISTRATOR_ONLY_SETTINGS.join(', ')}: administrators ` +
          'only. `version` is the one read: a stale save answers 409 naming the fields changed since.',
        body: AdminSettingsBody,
        response: { 200: AdminSettingsSchema, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const { user } = request.auth!;
      return saveAdminSettings(db, settings, user, request.body, webhookTargetRules(config));
    },
  );

  app.post(
    '/tenants/invalidation',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['tenants'],
        summary: "Drop every server process's cached stores and settings",
        description: 'This process reloads at once; every other within the answered number of seconds.',
        response: { 200: CacheInvalidationSchema, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => invalidateCaches(db, settings),
  );
};
