import type { Db } from '../db/connection.js';
import type { Role } from '../db/schema.js';
import { CRASH_WEBHOOK_PROTOCOLS, LIMITS } from '../config.js';
import { checkEmail, checkUrl, checkWholeNumber, SettingRefused } from '../envReaders.js';
import { AppError, validation, type FieldProblem } from '../errors.js';
import { checkedTarget, FeedFetchError, type TargetRules } from '../feeds/feedFetch.js';
import {
  insertSettingsChange,
  listSettingsChanges,
  lockAdminSettings,
  raiseCacheGeneration,
  settingsChangesSince,
  findAdminSettings,
  writeAdminSettings,
  type AdminSettingsOverrides,
  type AdminSettingsRow,
  type ChangeAuthor,
} from '../repositories/adminSettings.js';
import type { LiveSettings, LiveValues } from './liveSettings.js';
import { ErrorCodes } from '../../domain/errorCodes.js';
import type { AdminSettings, AdminSettingsBody, CacheInvalidation, SecretState } from '../../contract/adminSettings.js';
import {
  ADMIN_SETTING_FIELDS,
  isAdministratorOnlySetting,
  SETTING_ENV_NAMES,
  SETTINGS_CHANGES_SHOWN,
  type AdminSettingField,
} from '../../domain/adminSettings.js';

const COLUMNS: Record<AdminSettingField, keyof AdminSettingsOverrides> = {
  supportEmail: 'support_email',
  crashWebhookUrl: 'crash_webhook_url',
  feedScheduleHours: 'feed_schedule_hours',
  sessionIdleMinutes: 'session_idle_minutes',
  sessionMaxHours: 'session_max_hours',
  signInMaxFailures: 'sign_in_max_failures',
};

/** The problem a refused value makes, in the API's detail codes. */
function problemOf(field: AdminSettingField, refused: SettingRefused, value: string | number): FieldProblem {
  const { rule, message } = refused;
  if (rule.kind === 'range') {
    const below = typeof value === 'number' && value < rule.min;
    return below
      ? { field, code: 'MINIMUM', message, params: { min: rule.min } }
      : { field, code: 'MAXIMUM', message, params: { max: rule.max } };
  }
  if (rule.kind === 'email') return { field, code: 'EMAIL', message };
  if (rule.kind === 'url') return { field, code: 'URL', message };
  return { field, code: 'INVALID', message };
}

/**
 * A value as the server would take it from the environment at start (server/envReaders.ts): the same
 * check, the same message. An empty text, like an empty variable, means the environment's value.
 */
function checked(field: AdminSettingField, value: string | number | null): string | number | null {
  if (value === null) return null;
  const name = SETTING_ENV_NAMES[field];
  if (typeof value === 'number') {
    const [min, max] = LIMITS[name as keyof typeof LIMITS];
    return checkWholeNumber(name, String(value), min, max);
  }
  const text = value.trim();
  if (text === '') return null;
  return field === 'supportEmail' ? checkEmail(name, text) : checkUrl(name, text, CRASH_WEBHOOK_PROTOCOLS);
}

/** The body's fields checked, as column values; 400 naming every refused field. */
function overridesOf(body: AdminSettingsBody): Partial<AdminSettingsOverrides> {
  const problems: FieldProblem[] = [];
  const values: Partial<Record<keyof AdminSettingsOverrides, string | number | null>> = {};
  for (const field of ADMIN_SETTING_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    try {
      values[COLUMNS[field]] = checked(field, value);
    } catch (error) {
      if (!(error instanceof SettingRefused)) throw error;
      problems.push(problemOf(field, error, value ?? ''));
    }
  }
  if (problems.length > 0) throw validation(problems);
  return values as Partial<AdminSettingsOverrides>;
}

/** The longest a save waits to resolve the webhook's host. */
const WEBHOOK_CHECK_MS = 5000;

/**
 * A crash webhook whose host is, or resolves to, an address of the server's own networks is refused, as a
 * feed's would be (the feeds' allow-lists apply). A host that does not resolve now is saved: every post checks
 * its addresses again.
 */
async function refuseInternalWebhook(url: string | number | null | undefined, rules: TargetRules): Promise<void> {
  if (typeof url !== 'string') return;
  try {
    await checkedTarget(url, rules, AbortSignal.timeout(WEBHOOK_CHECK_MS));
  } catch (error) {
    if (!(error instanceof FeedFetchError) || error.code !== 'FEED_ADDRESS_NOT_PUBLIC') return;
    throw validation([
      { field: 'crashWebhookUrl', code: 'ADDRESS_NOT_PUBLIC', message: error.message, params: error.params },
    ]);
  }
}

/** A secret's origin and a form that shows where it points without what it holds (key, token). */
function secretState(saved: string | null | undefined, fromEnvironment: string | undefined): SecretState {
  const url = saved ?? fromEnvironment;
  if (!url) return { source: 'none', masked: null };
  const { protocol, host } = new URL(url);
  return { source: saved ? 'settings' : 'environment', masked: `${protocol}//${host}/••••••` };
}

const overridable = <T>(value: T | null | undefined, fallback: T) => ({ value: value ?? null, default: fallback });

/** The settings page's record; the secret's state only for administrators. */
export async function readAdminSettings(db: Db, live: LiveSettings, role: Role): Promise<AdminSettings> {
  const row = await findAdminSettings(db);
  const defaults: LiveValues = live.defaults;
  const changes = await listSettingsChanges(db, SETTINGS_CHANGES_SHOWN);
  return {
    version: row?.version ?? 0,
    supportEmail: overridable(row?.support_email, defaults.supportEmail),
    feedScheduleHours: overridable(row?.feed_schedule_hours, defaults.feedScheduleHours),
    sessionIdleMinutes: overridable(row?.session_idle_minutes, defaults.sessionIdleMinutes),
    sessionMaxHours: overridable(row?.session_max_hours, defaults.sessionMaxHours),
    signInMaxFailures: overridable(row?.sign_in_max_failures, defaults.signInMaxFailures),
    ...(role === 'administrator'
      ? { crashWebhookUrl: secretState(row?.crash_webhook_url, defaults.crashWebhookUrl) }
      : {}),
    changes: changes.map((c) => ({
      version: c.version,
      changedAt: c.changed_at.toISOString(),
      by: { id: c.user_id, name: c.user_name, email: c.user_email },
      fields: c.fields,
    })),
  };
}

/** 409 naming each field saved by someone else since the version the caller read, and who saved it. */
async function staleSave(db: Db, version: number): Promise<AppError> {
  const missed = await settingsChangesSince(db, version);
  const byField = new Map<string, string>();
  for (const change of missed) for (const field of change.fields) byField.set(field, change.user_name);
  const details: FieldProblem[] = [...byField].map(([field, name]) => ({
    field,
    code: 'SETTING_CHANGED',
    message: `${field} was changed by ${name} since you opened the settings.`,
    params: { name },
  }));
  return new AppError(
    409,
    ErrorCodes.STALE_VERSION,
    'Someone else saved the settings since you opened them. Reload them and try again.',
    details,
  );
}

const differs = (row: AdminSettingsRow, values: Partial<AdminSettingsOverrides>) =>
  ADMIN_SETTING_FIELDS.filter((field) => {
    const column = COLUMNS[field];
    return column in values && values[column] !== row[column];
  });

/**
 * Saves the fields the body names, if the caller read the latest version; administrators-only fields
 * are refused to moderators (403) and every value is checked as at start (400). Records who changed
 * which fields, and reloads this process's copy at once (others follow within the poll interval).
 */
export async function saveAdminSettings(
  db: Db,
  live: LiveSettings,
  by: ChangeAuthor & { role: Role },
  body: AdminSettingsBody,
  webhookRules: TargetRules,
): Promise<AdminSettings> {
  const refused = ADMIN_SETTING_FIELDS.filter((f) => body[f] !== undefined && isAdministratorOnlySetting(f));
  if (by.role !== 'administrator' && refused.length > 0) {
    throw new AppError(
      403,
      ErrorCodes.ADMINISTRATOR_ONLY_SETTING,
      'Only administrators may change these settings.',
      refused.map((field) => ({
        field,
        code: 'ADMINISTRATOR_ONLY',
        message: `Only administrators may change ${field}.`,
      })),
    );
  }
  const values = overridesOf(body);
  await refuseInternalWebhook(values.crash_webhook_url, webhookRules);
  const saved = await db.transaction().execute(async (trx) => {
    const row = await lockAdminSettings(trx);
    if (row.version !== body.version) return { stale: true as const };
    const fields = differs(row, values);
    if (fields.length === 0) return { stale: false as const };
    const now = new Date();
    const version = row.version + 1;
    const next = Object.fromEntries(Object.values(COLUMNS).map((c) => [c, c in values ? values[c] : row[c]]));
    await writeAdminSettings(trx, next as AdminSettingsOverrides, version, now);
    await insertSettingsChange(trx, version, by, fields, now);
    return { stale: false as const };
  });
  if (saved.stale) throw await staleSave(db, body.version);
  await live.reload();
  return readAdminSettings(db, live, by.role);
}

/** Every process drops what it caches of stores and settings: now here, within the poll interval elsewhere. */
export async function invalidateCaches(db: Db, live: LiveSettings): Promise<CacheInvalidation> {
  const generation = await raiseCacheGeneration(db);
  await live.reload();
  return { generation, withinSeconds: Math.ceil(live.pollMs / 1000) };
}
