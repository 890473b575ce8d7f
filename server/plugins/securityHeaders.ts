import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * The Content-Security-Policy of every answer: the web app, the API and the API docs (Swagger UI).
 * Scripts come only from our own files (the built app and Swagger UI have no inline scripts). Styles
 * also allow 'unsafe-inline': MUI's emotion inserts <style> elements at run time and index.html shows
 * its loading spinner with an inline style; a nonce would need index.html rendered per request, and
 * injected styles cannot run code. No framing, no plugins, no other origins.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
};

/**
 * Security headers on every answer (helmet), and `Cache-Control: no-store` on every API answer: they
 * carry session ids and store data, which no browser or proxy cache may keep. Answers that set their
 * own Cache-Control keep it.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    // No upgrade-insecure-requests (a default): a server reached over plain http on a local network
    // would have every file of the app rewritten to an https address it does not serve.
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/v1') && !reply.hasHeader('cache-control'))
      void reply.header('cache-control', 'no-store');
    return payload;
  });
}
