import { isIP } from 'node:net';

/**
 * Readers of environment variables that refuse a bad value at start, naming the variable and what
 * it accepts: a server that starts with a nonsensical setting fails later, and far less clearly.
 * The checks of single values (`check*`) are also what the admin settings run on save (one rule each).
 */
type Env = NodeJS.ProcessEnv;

const given = (env: Env, name: string) => {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
};

/** Which rule refused a value, for callers that answer per field (the admin settings). */
export type SettingRule =
  { kind: 'range'; min: number; max: number } | { kind: 'url' } | { kind: 'email' } | { kind: 'other' };

/** A setting's value refused: the message names the setting and what it accepts. */
export class SettingRefused extends Error {
  constructor(
    readonly setting: string,
    readonly rule: SettingRule,
    message: string,
  ) {
    super(message);
  }
}

const refuse = (name: string, accepted: string, value: string, rule: SettingRule = { kind: 'other' }) =>
  new SettingRefused(name, rule, `${name} must be ${accepted}, got "${value}"`);

/** A whole number from min to max, written in digits. */
export function checkWholeNumber(name: string, value: string, min: number, max: number): number {
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(n >= min && n <= max))
    throw refuse(name, `a whole number from ${min} to ${max}`, value, { kind: 'range', min, max });
  return n;
}

// One address, as a person types it in a mail program: local part, @, a domain with a dot, no spaces.
const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:".]+$/;
const MAX_EMAIL_LENGTH = 254;

/** One e-mail address. */
export function checkEmail(name: string, value: string): string {
  if (value.length > MAX_EMAIL_LENGTH || !EMAIL.test(value))
    throw refuse(name, 'one e-mail address', value, { kind: 'email' });
  return value;
}

/** A URL with one of the given schemes ("https:"). */
export function checkUrl(name: string, value: string, protocols: readonly string[]): string {
  let protocol: string | undefined;
  try {
    protocol = new URL(value).protocol;
  } catch {
    protocol = undefined;
  }
  // The value itself may hold a password: it is not repeated in the message.
  if (!protocol || !protocols.includes(protocol)) {
    throw new SettingRefused(
      name,
      { kind: 'url' },
      `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    );
  }
  return value;
}

/** A whole number from min to max. */
export function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = given(env, name);
  return value === undefined ? fallback : checkWholeNumber(name, value, min, max);
}

/** An e-mail address. */
export function emailAddress(env: Env, name: string, fallback: string): string {
  const value = given(env, name);
  return value === undefined ? fallback : checkEmail(name, value);
}

/** One of a fixed list of words. */
export function oneOf<T extends string>(env: Env, name: string, fallback: T, options: readonly T[]): T {
  const value = given(env, name);
  if (value === undefined) return fallback;
  if (!(options as readonly string[]).includes(value)) throw refuse(name, `one of ${options.join(', ')}`, value);
  return value as T;
}

/** true or false. */
export function flag(env: Env, name: string, fallback: boolean): boolean {
  return oneOf(env, name, fallback ? 'true' : 'false', ['true', 'false']) === 'true';
}

/** A URL with one of the given schemes ("https:"), or undefined when unset. */
export function urlWith(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const value = given(env, name);
  return value === undefined ? undefined : checkUrl(name, value, protocols);
}

// Names proxy-addr (Fastify's trustProxy) knows for whole address ranges.
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrSubnet(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) ? Number(bits) <= max : version === 4 && isIP(bits) === 4;
}

/** A comma-separated list whose every entry passes `isValid`; empty when unset. */
export function commaList(env: Env, name: string, accepted: string, isValid: (entry: string) => boolean): string[] {
  const entries = (given(env, name) ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => !isValid(entry));
  if (wrong !== undefined) throw refuse(name, accepted, wrong);
  return entries;
}

/** A comma-separated list of addresses, subnets (10.0.0.0/8) or range names; empty when unset. */
export const addressList = (env: Env, name: string) =>
  commaList(env, name, `addresses or subnets separated by commas, or ${RANGE_NAMES.join(', ')}`, isAddressOrSubnet);
/** A comma-separated list of http(s) URL prefixes; empty when unset. */
export function urlPrefixList(env: Env, name: string): string[] | undefined {
  const value = given(env, name);
  if (value === undefined) return undefined;
  const entries = value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => !/^https?:\/\/[^/]+\//i.test(entry));
  if (wrong !== undefined) throw refuse(name, 'http(s) URL prefixes ending in a path, separated by commas', wrong);
  return entries;
}
