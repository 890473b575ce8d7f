import type { AdminSettings, AdminSettingsBody } from '../../../contract/adminSettings';

/** The fields the form edits as plain values; the webhook only when "replace" was chosen. */
export const TEXT_FIELDS = ['supportEmail'] as const;
export const NUMBER_FIELDS = [
  'feedScheduleHours',
  'sessionIdleMinutes',
  'sessionMaxHours',
  'signInMaxFailures',
] as const;

export type FormValues = Record<string, string | number | null | undefined>;

/** The form's starting values: each saved override, empty where the environment's value holds. */
export function formValuesOf(settings: AdminSettings): FormValues {
  const values: FormValues = { crashWebhookUrl: '' };
  for (const field of [...TEXT_FIELDS, ...NUMBER_FIELDS]) values[field] = settings[field].value ?? '';
  return values;
}

const blankToNull = (value: unknown) => (value === '' || value === undefined || value === null ? null : value);

/**
 * What a save sends: only the fields that differ from what was loaded (an emptied field goes back to the
 * environment's value), the webhook only when it is being replaced, and the version the form was loaded at.
 */
export function bodyOf(settings: AdminSettings, values: FormValues, replacingWebhook: boolean): AdminSettingsBody {
  const body: Record<string, unknown> = { version: settings.version };
  for (const field of TEXT_FIELDS) {
    const value = blankToNull(typeof values[field] === 'string' ? (values[field] as string).trim() : values[field]);
    if (value !== settings[field].value) body[field] = value;
  }
  for (const field of NUMBER_FIELDS) {
    const value = blankToNull(values[field]);
    const number = typeof value === 'string' ? Number(value) : value;
    if (number !== settings[field].value) body[field] = number;
  }
  if (replacingWebhook) {
    const value = blankToNull(typeof values.crashWebhookUrl === 'string' ? values.crashWebhookUrl.trim() : null);
    body.crashWebhookUrl = value;
  }
  return body as AdminSettingsBody;
}
