import { en as details } from './details/en';
import type { ErrorsTexts } from './types';

export const en: ErrorsTexts = {
  app: {
    errors: {
      generic: 'Error while performing action.',
      VALIDATION: 'Some fields are invalid. Check them and try again.',
      BAD_REQUEST: 'The request could not be processed.',
      UNAUTHENTICATED: 'Sign in again to continue.',
      SESSION_EXPIRED: 'Your session has expired. Sign in again.',
      INVALID_CREDENTIALS: 'E-mail or password is incorrect',
      TERMS_NOT_ACCEPTED: 'User must accept the terms of use to proceed.',
      TERMS_REQUIRED: 'Accept the Terms of Use and Privacy and try again',
      TOO_MANY_ATTEMPTS: 'Too many failed attempts. Wait 15 minutes and try again.',
      FORBIDDEN: 'You are not allowed to do this.',
      NO_STORE: 'Select a store to continue.',
      NOT_FOUND: 'Record not found.',
      CONFLICT: 'A record with these values already exists.',
      REFERENCE: 'This record is linked to others and cannot be changed or removed.',
      EMAIL_TAKEN: 'This e-mail is already in use.',
      TOO_LARGE: 'The content sent is too large.',
      INTERNAL: 'Server error. Try again in a moment.',
      SERVER_BUSY: 'The server is busy checking other sign-ins. Try again in a few seconds.',
      ALREADY_RETURNED: 'This item has already been returned.',
      ALREADY_ORGANIC: 'This provider table is already organic.',
      CONFIRMATION_REQUIRED: 'Type the confirmation word to delete.',
      DATABASE_UNAVAILABLE: 'The database is not answering. Try again in a moment.',
      NO_FEED_URL: "The store has no feed URL to import from. Set it in the store's integration settings.",
      QUEUE_ENTRY_NOT_WAITING:
        'Only a waiting import can be moved or removed; restart the merchant feed to stop a running one.',
      IMPORT_RUNNING: 'An import of this store is running. Try again when it ends.',
      GMERCHANT_ADMIN_ONLY: 'Only administrators can reboot GMerchant',
      LEARNING_OUTDATED: 'The table was saved after learning ran; accept after the next learning run',
      details,
    },
  },
};
