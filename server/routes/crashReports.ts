import { Type } from '@fastify/type-provider-typebox';
import { forwardCrashReport } from '../services/crashReports.js';
import { ErrorBody } from './me.js';
import type { Api, RouteDeps } from './index.js';

export const MAX_CRASH_TEXT = 20000;

const CrashReportBody = Type.Object(
  {
    text: Type.String({ minLength: 1, maxLength: MAX_CRASH_TEXT, description: 'What happened, usually the error and its stack.' }),
    location: Type.Optional(Type.String({ maxLength: 2000, description: 'The screen (URL) where it happened.' })),
  },
  { additionalProperties: false },
);

export async function crashReportRoutes(app: Api, { config }: RouteDeps): Promise<void> {
  app.post(
    '/crash-reports',
    {
      // Public, so the crash screen can report even when the session is what broke. Nothing is
      // stored and the body is small, so the worst a flood can do is fill the chat channel.
      config: { access: 'public' },
      // A 20000-character text may take 6 bytes a character once JSON-escaped.
      bodyLimit: 6 * MAX_CRASH_TEXT + 16 * 1024,
      schema: {
        tags: ['app'],
        summary: 'Report a crash of the web app to the team',
        security: [],
        body: CrashReportBody,
        response: { 202: Type.Object({ received: Type.Literal(true) }), 400: ErrorBody, 413: ErrorBody },
      },
    },
    async (request, reply) => {
      await forwardCrashReport(request.body, config.crashWebhookUrl, request.log);
      return reply.status(202).send({ received: true });
    },
  );
}
