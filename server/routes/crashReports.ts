import {
  countCrashReport,
  CRASH_WINDOW_MINUTES,
  MAX_CRASH_REPORTS,
  TooManyCrashReports,
} from '../services/crashReportLimit.js';
import { webhookTargetRules } from '../config.js';
import { forwardCrashReport, MAX_FORWARDED } from '../services/crashReports.js';
import { CrashReportBody, CrashReportReceiptSchema } from '../../contract/crashReports.js';
import { ErrorBody } from '../../contract/errors.js';
import { CRASH_TEXT_MAX_LENGTH } from '../../domain/limits.js';
import type { RoutePlugin } from './types.js';

export const crashReportRoutes: RoutePlugin = async (app, { db, settings, config }) => {
  const webhookRules = webhookTargetRules(config);
  app.post(
    '/crash-reports',
    {
      // Public, so the crash screen can report even when the session is what broke; a few reports
      // per address and window, counted before the body is even read.
      config: { access: 'public' },
      onRequest: async (request, reply) => {
        try {
          await countCrashReport(db, request.ip);
        } catch (error) {
          if (error instanceof TooManyCrashReports) void reply.header('Retry-After', String(error.retryAfterSeconds));
          throw error;
        }
      },
      // A 20000-character text may take 6 bytes a character once JSON-escaped.
      bodyLimit: 6 * CRASH_TEXT_MAX_LENGTH + 16 * 1024,
      schema: {
        tags: ['app'],
        summary: 'Report a crash of the web app to the team',
        description: `At most ${MAX_CRASH_REPORTS} reports per address every ${CRASH_WINDOW_MINUTES} minutes; the team sees the first ${MAX_FORWARDED} characters.`,
        security: [],
        body: CrashReportBody,
        response: {
          202: CrashReportReceiptSchema,
          400: ErrorBody,
          413: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      await forwardCrashReport(request.body, settings.current().crashWebhookUrl, request.log, webhookRules);
      return reply.status(202).send({ received: true });
    },
  );
};
