import { inject } from 'vitest';

// This worker's server (globalSetup.ts starts one per worker; vitest numbers its workers from 1).
const servers = inject('e2eServers');
const own = servers[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % servers.length];

export const baseUrl = own.baseUrl;
export const feedServerPort = own.feedServerPort;
export const outboxDir = own.outboxDir;
