import type { Db } from '../db/connection.js';
export const DEMO_PASSWORD = 'provador123';
export const DEMO_ACCOUNTS = [
  { email: 'admin@provador.test', description: 'administrator' },
  { email: 'moderator@provador.test', description: 'moderator' },
  { email: 'store@provador.test', description: 'store user of the first demo store' },
];
export async function seedDemoIfEmpty(_db: Db): Promise<void> {}
