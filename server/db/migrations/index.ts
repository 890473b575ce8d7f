import type { Migration } from 'kysely';
import * as m001 from './001_initial.js';

/** Every migration, in order. Landed migrations never change. */
export const migrations: Record<string, Migration> = {
  '001_initial': m001,
};
