import { isIP } from 'node:net';

/**
 * Readers of environment variables that refuse a bad value at start, naming the variable and what
 * it accepts: a server that starts with a nonsensical setting fails later, and far less clearly.
 */
type Env = NodeJS.ProcessEnv;

const given = (env: Env, name: string) => {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
};

const refuse = (name: string, accepted: string, value: string) =>
  new Error(`${name} must be ${accepted}, got "${value}"`);

/** A whole number from min to max. */
export function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = given(env, name);
  if (value === undefined) return fallback;
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(n >= min && n <= max)) throw refuse(name, `a whole number from ${min} to ${max}`, value);
  return n;
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
  if (value === undefined) return undefined;
  let protocol: string | undefined;
  try {
    protocol = new URL(value).protocol;
  } catch {
    protocol = undefined;
  }
  // The value itself may hold a password: it is not repeated in the message.
  if (!protocol || !protocols.includes(protocol)) {
    throw new Error(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return value;
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
