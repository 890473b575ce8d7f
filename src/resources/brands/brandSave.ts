import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { NAME_MAX_LENGTH } from '../../../domain/rules';

export interface Brand {
  id: number;
  name: string;
  sizeSystem: string | null;
  strongBrandId: number | null;
  strongBrandName: string | null;
}

export type BrandPayload = Pick<Brand, 'name' | 'sizeSystem' | 'strongBrandId'>;

interface ErrorDetail {
  field?: string;
  code?: string;
  message?: string;
}

interface ErrorBody {
  code?: string;
  details?: ErrorDetail[];
  errors?: Record<string, string>;
}

// The API rejects unknown body fields, so the read-only ones (id, strongBrandName) must not travel.
export const toBrandPayload = (data: Partial<Brand>): BrandPayload => ({
  name: (data.name ?? '').trim(),
  // An emptied select gives '' (react-admin's empty value); the API's "none" is null.
  sizeSystem: data.sizeSystem || null,
  strongBrandId: data.strongBrandId || null,
});

export const notBlank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? 'ra.validation.required' : undefined;

// Counted after trimming, as the server counts.
export const nameMaxLength = (value: unknown) =>
  typeof value === 'string' && value.trim().length > NAME_MAX_LENGTH
    ? { message: 'ra.validation.maxLength', args: { max: NAME_MAX_LENGTH } }
    : undefined;

const bodyOf = (error: unknown): ErrorBody | undefined => {
  const body = (error as { body?: unknown } | null)?.body;
  return body && typeof body === 'object' ? (body as ErrorBody) : undefined;
};

/** Translation key for a failed call: the API's stable code when there is one. */
export function errorMessageKey(error: unknown): string {
  const code = bodyOf(error)?.code;
  if (code) return `app.errors.${code}`;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : 'ra.notification.http_error';
}

const FORM_FIELDS = ['name', 'sizeSystem', 'strongBrandId'];
const FIELD_MESSAGES: Record<string, string> = { COMMA: 'app.validation.noComma', REQUIRED: 'ra.validation.required' };

/** What the server says about single fields of the form, as react-admin field errors. */
export function brandFieldErrors(error: unknown): Record<string, string> | undefined {
  const body = bodyOf(error);
  if (body?.code === 'CONFLICT') return { name: 'app.brands.nameTaken' };
  if (body?.code !== 'VALIDATION') return undefined;
  const errors: Record<string, string> = {};
  for (const detail of body.details ?? []) {
    // Schema errors name the field as "body.name", rule errors as "name".
    const field = detail.field?.replace(/^body\./, '');
    if (field && FORM_FIELDS.includes(field) && !errors[field]) {
      errors[field] = FIELD_MESSAGES[detail.code ?? ''] ?? detail.message ?? 'ra.validation.invalid';
    }
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * Error handling for the create and edit forms: a translated notification, and the server's verdict on a
 * field shown under that field (react-admin reads `body.errors` from a rejected pessimistic save).
 */
export function useBrandSaveErrors() {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const fieldErrors = brandFieldErrors(error);
      if (fieldErrors && error && typeof error === 'object') {
        const target = error as { body?: ErrorBody };
        target.body = { ...bodyOf(error), errors: fieldErrors };
      }
      const message = (error as { message?: string } | null)?.message;
      notify(errorMessageKey(error), { type: 'error', messageArgs: { _: message } });
    },
    [notify],
  );
}
