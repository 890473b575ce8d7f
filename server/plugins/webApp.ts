import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ErrorCodes } from '../../domain/errorCodes.js';
import { EARLIER_FITTING_ROOM_VERSIONS, fittingRoomPath } from '../../domain/storefrontSnippet.js';

// Files under assets/ carry a hash of their content in their name: a changed file gets a new name,
// so browsers may keep them a year without asking again. Everything else (index.html above all, which
// names the current assets) is checked with the server on every use.
const HASHED_ASSETS = `assets${sep}`;
// The fitting-room script carries its release in its name (docs/decisions/0117): cached as long, and
// loaded by the stores' pages, of other origins (helmet's Cross-Origin-Resource-Policy would refuse them).
const FITTING_ROOM = `fitting-room${sep}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// An earlier release's address leads to the current one; kept an hour, so that the next release moves it too.
const REDIRECT_CACHE = 'public, max-age=3600';

/**
 * Serves the built web app, brotli or gzip copies written at build time when the browser accepts them
 * (see vitePrecompress.ts); any non-API GET falls back to index.html for client-side routes.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const hasWeb = existsSync(join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are sent in place of their original, never under their own name.
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply, path) => {
        const file = relative(webDir, path);
        const fittingRoom = file.startsWith(FITTING_ROOM);
        void reply.header('cache-control', file.startsWith(HASHED_ASSETS) || fittingRoom ? IMMUTABLE : REVALIDATE);
        if (fittingRoom) void reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
    // Snippets pasted for an earlier release get the current script (docs/decisions/0129).
    for (const version of EARLIER_FITTING_ROOM_VERSIONS) {
      app.get(fittingRoomPath(version), { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
        reply
          .header('cache-control', REDIRECT_CACHE)
          .header('cross-origin-resource-policy', 'cross-origin')
          .redirect(fittingRoomPath(), 302),
      );
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    // A missing asset, script or file at the root (an icon, robots.txt: a name with an extension) is a 404, not
    // the page: a script tag or an icon given HTML fails in confusing ways. The app's own paths have no extension.
    const isFile =
      ['/assets/', '/fitting-room/'].some((prefix) => path.startsWith(prefix)) || /^\/[^/]+\.[a-z0-9]+$/i.test(path);
    const isPage = !path.startsWith('/api') && !isFile;
    if (hasWeb && request.method === 'GET' && isPage) return reply.sendFile('index.html');
    return reply
      .status(404)
      .send({ statusCode: 404, code: ErrorCodes.NOT_FOUND, message: `No route ${request.method} ${path}` });
  });
}
