import { Type, type Static } from 'typebox';
import { CRASH_TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '../domain/limits.js';
import { rawText } from './textKinds.js';

/** `POST /crash-reports`: what the crash screen sends. */
export const CrashReportBody = Type.Object(
  {
    // Both taken as sent, whatever they hold (a crash may come from odd input): crashMessage makes them printable.
    text: Type.String({
      minLength: 1,
      maxLength: CRASH_TEXT_MAX_LENGTH,
      description: 'What happened, usually the error and its stack.',
      ...rawText,
    }),
    location: Type.Optional(
      Type.String({ maxLength: URL_MAX_LENGTH, description: 'The screen (URL) where it happened.', ...rawText }),
    ),
  },
  { additionalProperties: false },
);

export const CrashReportReceiptSchema = Type.Object({ received: Type.Literal(true) });

export type CrashReport = Static<typeof CrashReportBody>;
