import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl?: string;
  seedDemo: boolean;
  supportEmail: string;
  crashWebhookUrl?: string;
  /** SMTP server for outgoing mail (smtp:// or smtps://); without it mail is written to dataDir/outbox. */
  smtpUrl?: string;
  mailFrom: string;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** Serve the built web app from this folder when it exists. */
  webDir: string;
  logLevel: string;
  /** Addresses or subnets of proxies whose X-Forwarded-For is believed (none by default); the sign-in limit keys on the client address. */
  trustProxy: string[];
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: int(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl,
    // The embedded database is a demo by default; a real PostgreSQL starts empty unless asked.
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !databaseUrl,
    supportEmail: env.SUPPORT_EMAIL || 'suporte@provador.app',
    crashWebhookUrl: env.CRASH_WEBHOOK_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Provador <no-reply@provador.app>',
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 120, 'SESSION_IDLE_MINUTES'),
    sessionMaxHours: int(env.SESSION_MAX_HOURS, 12, 'SESSION_MAX_HOURS'),
    webDir: resolve(env.WEB_DIR || './dist'),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: (env.TRUST_PROXY || '').split(',').map((a) => a.trim()).filter(Boolean),
  };
}
