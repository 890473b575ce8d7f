import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.js';
import type { Db } from '../db/connection.js';
import { openDatabase } from '../db/open.js';
import { AppError, type FieldProblem } from '../errors.js';
import { createUser } from '../services/users.js';
import type { ScryptParams } from '../services/passwords.js';

const USAGE =
  'Usage: npm run create-admin -- --email <e-mail> --password <password> [--name <name>]\n' +
  '       (or set ADMIN_EMAIL and ADMIN_PASSWORD)';

export interface AdminInput {
  email: string;
  password: string;
  name?: string;
}

/** Reads `--email x` / `--email=x` style options, falling back to ADMIN_EMAIL and ADMIN_PASSWORD. */
export function parseAdminInput(argv: string[], env: NodeJS.ProcessEnv): AdminInput {
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const match = /^--(email|password|name)(?:=(.*))?$/s.exec(argv[i]);
    if (!match) throw new Error(`Unknown argument "${argv[i]}".\n${USAGE}`);
    const value = match[2] ?? argv[++i];
    if (value === undefined) throw new Error(`--${match[1]} needs a value.\n${USAGE}`);
    options[match[1]] = value;
  }
  const email = options.email ?? env.ADMIN_EMAIL;
  const password = options.password ?? env.ADMIN_PASSWORD;
  if (!email || !password) throw new Error(`An e-mail and a password are required.\n${USAGE}`);
  return { email, password, name: options.name ?? env.ADMIN_NAME };
}

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

/** Creates the administrator and reports the outcome; answers the process exit code. */
export async function createAdmin(db: Db, input: AdminInput, out: Output, hashParams?: ScryptParams): Promise<number> {
  try {
    const user = await createUser(db, { ...input, role: 'administrator' }, hashParams);
    out.log(
      `Administrator ${user.email} created (id ${user.id}). They accept the terms of use at their first sign-in.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const details = (error.details ?? []) as FieldProblem[];
    out.error(
      [
        `Could not create the administrator: ${error.message}`,
        ...details.map((d) => `  ${d.field}: ${d.message}`),
      ].join('\n'),
    );
    return 1;
  }
}

async function main(): Promise<number> {
  let input: AdminInput;
  try {
    input = parseAdminInput(process.argv.slice(2), process.env);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const handle = await openDatabase(loadConfig());
  try {
    return await createAdmin(handle.db, input, console);
  } finally {
    await handle.close();
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(`Could not create the administrator: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
