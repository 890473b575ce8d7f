import { Type } from '@fastify/type-provider-typebox';
import { rawText } from '../../contract/textKinds.js';
import {
  countCrashReport,
  CRASH_WINDOW_MINUTES,
  MAX_CRASH_REPORTS,
  TooManyCrashReports,
} from '../services/crashReportLimit.js';
import { forwardCrashReport, MAX_FORWARDED } from '../services/crashReports.js';
import { ErrorBody } from '../../contract/errors.js';
import type { Api, RouteDeps } from './types.js';

export const MAX_CRASH_TEXT = 20000;

const CrashReportBody = Type.Object(
  {
    // Both taken as sent, whatever they hold (a crash may come from odd input): crashMessage makes them printable.
    text: Type.String({
      minLength: 1,
      maxLength: MAX_CRASH_TEXT,
      description: 'What happened, usually the error and its stack.',
      ...rawText,
    }),
    location: Type.Optional(
      Type.String({ maxLength: 2000, description: 'The screen (URL) where it happened.', ...rawText }),
    ),
  },
  { additionalProperties: false },
);

export async function crashReportRoutes(app: Api, { db, config }: RouteDeps): Promise<void> {
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
      bodyLimit: 6 * MAX_CRASH_TEXT + 16 * 1024,
      schema: {
        tags: ['app'],
        summary: 'Report a crash of the web app to the team',
        description: `At most ${MAX_CRASH_REPORTS} reports per address every ${CRASH_WINDOW_MINUTES} minutes; the team sees the first ${MAX_FORWARDED} characters.`,
        security: [],
        body: CrashReportBody,
        response: {
          202: Type.Object({ received: Type.Literal(true) }),
          400: ErrorBody,
          413: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      await forwardCrashReport(request.body, config.crashWebhookUrl, request.log);
      return reply.status(202).send({ received: true });
    },
  );
}
