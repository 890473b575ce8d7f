import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Another live process (a server, a backup or a restore) holds DATA_DIR; its message says which and what to do. */
export class DataDirLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `${dataDir} is in use by another Provador process (pid ${ownerPid}): a server, a backup or a restore. Stop it first, or start this one with another DATA_DIR.`,
    );
  }
}

export interface DataDirLock {
  /** Names a child process that works on DATA_DIR too: the lock stays taken while it lives, even if this process died. */
  shareWith(pid: number | undefined): void;
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

/** The pids in the lock file, the owner first; none when it is missing or being written. */
const pidsIn = (path: string): number[] => {
  try {
    return readFileSync(path, 'utf8')
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => Number.isInteger(pid) && pid > 0);
  } catch {
    return [];
  }
};
const sameText = (a: number[], b: number[]) => a.join() === b.join();

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
    const pids = pidsIn(path);
    const living = pids.find(isAlive);
    if (living !== undefined) throw new DataDirLocked(dir, living);
    // An empty file may be a lock another process is writing this instant: give it a moment first.
    if (pids.length === 0 && attempt < EMPTY_LOCK_RETRIES) {
      pause(50);
      continue;
    }
    // Its processes are gone: take it over, unless another process just did.
    if (sameText(pidsIn(path), pids)) rmSync(path, { force: true });
  }
  let held = true;
  return {
    shareWith(pid) {
      if (held) writeFileSync(path, [process.pid, pid ?? ''].join('\n'));
    },
    release() {
      if (!held) return;
      held = false;
      if (pidsIn(path)[0] === process.pid) rmSync(path, { force: true });
    },
  };
}
