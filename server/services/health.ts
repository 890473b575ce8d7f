import type { Db } from '../db/connection.js';
import { databaseUnavailable } from '../db/unavailable.js';
import { pingDatabase } from '../repositories/health.js';

/** Longer than any query of a healthy database takes to start, shorter than a load balancer's check. */
export const ANSWER_WITHIN_MS = 5000;

/** Resolves when the database answers a trivial query in time; rejects with DATABASE_UNAVAILABLE otherwise. */
export async function checkDatabase(db: Db): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(databaseUnavailable()), ANSWER_WITHIN_MS);
  });
  try {
    await Promise.race([pingDatabase(db), late]);
  } finally {
    clearTimeout(timer);
  }
}
