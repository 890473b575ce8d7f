import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Another live process (a server, a backup or a restore) holds DATA_DIR; its message says which and what to do. */
export class DataDirLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(`${dataDir} is in use by another Provador process (pid ${ownerPid}): a server, a backup or a restore. Stop it first, or start this one with another DATA_DIR.`);
  }
}

export interface DataDirLock {
  release(): void;
}

export const LOCK_FILE = 'provador.lock';
const EMPTY_LOCK_RETRIES = 20;

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const ownerOf = (path: string): number | undefined => {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Takes DATA_DIR for this process: a lock file holding its pid, created only if absent, so two
 * processes never both succeed. A lock left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = ownerOf(path);
    if (owner !== undefined && isAlive(owner)) throw new DataDirLocked(dir, owner);
    // An empty file may be a lock another process is writing this instant: give it a moment first.
    if (owner === undefined && attempt < EMPTY_LOCK_RETRIES) {
      pause(50);
      continue;
    }
    // Its process is gone: take it over, unless another process just did.
    if (ownerOf(path) === owner) rmSync(path, { force: true });
  }
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      if (ownerOf(path) === process.pid) rmSync(path, { force: true });
    },
  };
}
