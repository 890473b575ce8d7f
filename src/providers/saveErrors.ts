import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorDetailText, fieldLabel, type ApiErrorDetail } from './errorDetailText';
import { NOTICES } from './notices';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The JSON error body of the API (docs/architecture.md), plus the field errors react-admin reads. */
export interface ApiErrorBody {
  code?: string;
  details?: ApiErrorDetail[];
  errors?: Record<string, string>;
}

type FieldErrors = Record<string, string>;

const bodyOf = (error: unknown): ApiErrorBody | undefined => {
  const body = (error as { body?: unknown } | null)?.body;
  return body && typeof body === 'object' ? (body as ApiErrorBody) : undefined;
};

/** Translation key for a failed call: the API's stable code when there is one. */
export function errorMessageKey(error: unknown): string {
  const code = bodyOf(error)?.code;
  if (code) return `app.errors.${code}`;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : NOTICES.error;
}

// "body.name" and "changes.sizeSystem" (bulk) are "name" and "sizeSystem"; "sizes.2" belongs to "sizes".
const fieldOf = (detail: ApiErrorDetail) => detail.field?.replace(/^(body|changes)\.?/, '').split('.')[0] ?? '';

/**
 * The notification of a failed call: the text of the answer's code, then the text of each detail that no
 * form field shows (all of them when `shownFields` is empty), each naming its field.
 */
export function errorNotice(
  error: unknown,
  translate: Translate,
  resource?: string,
  shownFields: readonly string[] = [],
): string {
  const message = (error as { message?: unknown } | null)?.message;
  const head = translate(errorMessageKey(error), typeof message === 'string' ? { _: message } : {});
  const details = (bodyOf(error)?.details ?? [])
    .filter((detail) => !shownFields.includes(fieldOf(detail)))
    .map((detail) => errorDetailText(detail, fieldLabel(resource, fieldOf(detail) || '?', translate), translate));
  return [head, ...new Set(details)].join(' ');
}

/** Declare these once per form, outside the component, so the error handler stays the same between renders. */
export interface FieldErrorRules {
  /** The resource whose field labels name the fields in the texts. */
  resource: string;
  /** The field and message a 409 (duplicate) belongs to. */
  conflict: [field: string, message: string];
  /** The form's fields; the server's verdicts on other fields are left to the notification. */
  fields?: readonly string[];
}

/**
 * What the server says about single fields of a form, as translated react-admin field errors. Schema
 * errors name the field "body.name", rule errors "name"; "sizes.2" belongs to "sizes".
 */
export function fieldErrorsOf(
  error: unknown,
  { resource, conflict, fields }: FieldErrorRules,
  translate: Translate,
): FieldErrors | undefined {
  const body = bodyOf(error);
  if (body?.code === 'CONFLICT') return { [conflict[0]]: conflict[1] };
  if (body?.code !== 'VALIDATION') return undefined;
  const errors: FieldErrors = {};
  for (const detail of body.details ?? []) {
    const field = fieldOf(detail);
    if (field && (!fields || fields.includes(field)) && !errors[field]) {
      errors[field] = errorDetailText(detail, fieldLabel(resource, field, translate), translate);
    }
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * Error handling of a create or edit form: a translated notification, and the server's verdict on a
 * field shown under that field (react-admin reads `body.errors` from a rejected pessimistic save).
 */
export function useSaveErrors(rules: FieldErrorRules) {
  const notifyError = useNotifyError(rules.resource);
  const translate = useTranslate();
  return useCallback(
    (error: unknown) => {
      const fieldErrors = fieldErrorsOf(error, rules, translate);
      if (fieldErrors && error && typeof error === 'object') {
        (error as { body?: ApiErrorBody }).body = { ...bodyOf(error), errors: fieldErrors };
      }
      notifyError(error, { shownFields: Object.keys(fieldErrors ?? {}) });
    },
    [notifyError, rules, translate],
  );
}

/**
 * The one way a screen reports a failed call: a notification with the text of the answer's code and of
 * each detail that no form field shows (`options.shownFields`), each naming its field among `resource`'s.
 */
export function useNotifyError(resource?: string) {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    // Options, not a list, so that the function given as a mutation's onError never takes its variables for fields.
    (error: unknown, options?: { shownFields?: readonly string[] }) => {
      const shownFields = options?.shownFields ?? [];
      const body = bodyOf(error);
      // Fields refused, each saying why under it: the notice only asks to check them (spec 8's warning).
      const allShown =
        body?.code === 'VALIDATION' &&
        shownFields.length > 0 &&
        (body.details ?? []).every((detail) => shownFields.includes(fieldOf(detail)));
      if (allShown) {
        notify(NOTICES.warning, { type: 'warning' });
        return;
      }
      const text = errorNotice(error, translate, resource, shownFields);
      notify(text, { type: 'error', messageArgs: { _: text } });
    },
    [notify, resource, translate],
  );
}
