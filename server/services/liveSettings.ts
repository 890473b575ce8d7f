import type { Config } from '../config.js';
import type { Db } from '../db/connection.js';
import { SETTINGS_POLL_SECONDS } from '../../domain/adminSettings.js';
import {
  findAdminSettings,
  findSettingsStamp,
  type AdminSettingsRow,
  type SettingsStamp,
} from '../repositories/adminSettings.js';
import type { SessionLimits } from './sessions.js';

/** The settings in effect: the admin settings' overrides, else the environment's values. */
export interface LiveValues {
  supportEmail: string;
  crashWebhookUrl?: string;
  feedScheduleHours: number;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  signInMaxFailures: number;
}

/** The environment's values: what holds where no override is saved. */
export const environmentValues = (config: Config): LiveValues => ({
  supportEmail: config.supportEmail,
  crashWebhookUrl: config.crashWebhookUrl,
  feedScheduleHours: config.feedScheduleHours,
  sessionIdleMinutes: config.sessionIdleMinutes,
  sessionMaxHours: config.sessionMaxHours,
  signInMaxFailures: config.signInMaxFailures,
});

export const valuesOf = (defaults: LiveValues, row: AdminSettingsRow | undefined): LiveValues => ({
  supportEmail: row?.support_email ?? defaults.supportEmail,
  crashWebhookUrl: row?.crash_webhook_url ?? defaults.crashWebhookUrl,
  feedScheduleHours: row?.feed_schedule_hours ?? defaults.feedScheduleHours,
  sessionIdleMinutes: row?.session_idle_minutes ?? defaults.sessionIdleMinutes,
  sessionMaxHours: row?.session_max_hours ?? defaults.sessionMaxHours,
  signInMaxFailures: row?.sign_in_max_failures ?? defaults.signInMaxFailures,
});

export interface LiveSettingsOptions {
  /** Between two looks at the database's settings version and cache generation. */
  pollMs?: number;
  log?: (message: string, error: unknown) => void;
}

/**
 * This process's copy of the settings in effect. Every process asks the database every few seconds
 * whether the settings version or the cache generation moved (a save or POST /tenants/invalidation in
 * any process), and reloads when they did; a save in this process reloads at once. Readers call
 * `current()`, which never waits on the database.
 */
export class LiveSettings {
  readonly pollMs: number;
  private values: LiveValues;
  private stamp: SettingsStamp | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly listeners: (() => void)[] = [];
  private readonly log: (message: string, error: unknown) => void;

  constructor(
    private readonly db: Db,
    readonly defaults: LiveValues,
    options: LiveSettingsOptions = {},
  ) {
    this.values = defaults;
    this.pollMs = options.pollMs ?? SETTINGS_POLL_SECONDS * 1000;
    this.log = options.log ?? ((message, error) => console.error(`[settings] ${message}`, error));
  }

  current(): LiveValues {
    return this.values;
  }

  sessionLimits(): SessionLimits {
    return { idleMinutes: this.values.sessionIdleMinutes, maxHours: this.values.sessionMaxHours };
  }

  /** Called after every reload that found a new version or generation (the feed schedule re-arms). */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Reads the settings row now and drops the copy held so far. */
  async reload(): Promise<void> {
    const row = await findAdminSettings(this.db);
    this.values = valuesOf(this.defaults, row);
    this.stamp = { version: row?.version ?? 0, generation: row?.cache_generation ?? 0 };
    for (const listener of this.listeners) listener();
  }

  /** Loads the settings, then polls; a database not answering yet leaves the environment's values until it does. */
  async start(): Promise<void> {
    await this.reload().catch((error: unknown) => this.log('could not read the settings', error));
    if (this.timer) return;
    this.timer = setInterval(() => void this.poll(), this.pollMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One look at the stamp; a reload only when it moved. A database away keeps the last copy. */
  async poll(): Promise<void> {
    try {
      const stamp = await findSettingsStamp(this.db);
      if (stamp.version !== this.stamp?.version || stamp.generation !== this.stamp?.generation) await this.reload();
    } catch (error) {
      this.log('could not read the settings version', error);
    }
  }
}
