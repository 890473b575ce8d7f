/**
 * The service-wide settings an administrator or moderator may change from /admin-settings. Each one
 * overrides an environment variable, which stays its default; the same rule checks both.
 */
export const ADMIN_SETTING_FIELDS = [
  'supportEmail',
  'crashWebhookUrl',
  'feedScheduleHours',
  'sessionIdleMinutes',
  'sessionMaxHours',
  'signInMaxFailures',
] as const;
export type AdminSettingField = (typeof ADMIN_SETTING_FIELDS)[number];

/** The environment variable each setting overrides. */
export const SETTING_ENV_NAMES: Record<AdminSettingField, string> = {
  supportEmail: 'SUPPORT_EMAIL',
  crashWebhookUrl: 'CRASH_WEBHOOK_URL',
  feedScheduleHours: 'FEED_SCHEDULE_HOURS',
  sessionIdleMinutes: 'SESSION_IDLE_MINUTES',
  sessionMaxHours: 'SESSION_MAX_HOURS',
  signInMaxFailures: 'SIGN_IN_MAX_FAILURES',
};

/** Settings only administrators may see (for the secret) or change; moderators see them disabled. */
export const ADMINISTRATOR_ONLY_SETTINGS: readonly AdminSettingField[] = ['crashWebhookUrl', 'signInMaxFailures'];

/** Settings whose value is a secret: never answered, only whether one is set and a masked form. */
export const SECRET_SETTINGS: readonly AdminSettingField[] = ['crashWebhookUrl'];

/** How often every server process asks the database whether the settings or caches changed. */
export const SETTINGS_POLL_SECONDS = 2;

/** How many past changes the settings page lists. */
export const SETTINGS_CHANGES_SHOWN = 20;

export const isAdministratorOnlySetting = (field: string) =>
  (ADMINISTRATOR_ONLY_SETTINGS as readonly string[]).includes(field);
