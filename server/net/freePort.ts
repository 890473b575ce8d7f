import { createServer } from 'node:net';
import { loadConfig, type Config } from '../config.js';

/** A port free on this host now, as the system gives for port 0. */
export function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The configuration with PORT=0 replaced by a free port taken now, so that what is derived from the
 * port (the demo feeds' address, allowed to the feed worker) names the port the server will listen on.
 */
export async function withRealPort(config: Config, env: NodeJS.ProcessEnv = process.env): Promise<Config> {
  if (config.port !== 0) return config;
  return loadConfig({ ...env, PORT: String(await freePort(config.host)) });
}
