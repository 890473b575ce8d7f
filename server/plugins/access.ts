import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../domain/errorCodes.js';
import type { Db } from '../db/connection.js';
import { forbidden, notFound, unauthorized } from '../errors.js';
import { loadSession, type Auth, type SessionLimits } from '../services/sessions.js';
import { statusAllows } from '../../domain/storeStatus.js';
import type { FeatureGate } from '../../domain/featureGates.js';
import { assertFeature } from '../services/featureGate.js';
import { storeClosed } from '../services/signIn.js';

/**
 * Who may call a route. Every /api route declares one in `config.access`; the app refuses to start
 * with a route that does not (deny by default).
 * - public: anyone, no session needed.
 * - storefront: anyone, no session; the store is the one whose public key the path names (routes/storefront.ts).
 * - signedIn: any valid session.
 * - store: a valid session with a current store the user may reach (members; staff reach all).
 * - moderator / administrator: staff roles (an administrator is also a moderator).
 * - storeModerator / storeAdministrator: staff role plus a current store.
 */
export const ACCESS_LEVELS = [
  'public',
  'storefront',
  'signedIn',
  'store',
  'moderator',
  'administrator',
  'storeModerator',
  'storeAdministrator',
] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The 403 a signed-in caller without the role gets, when the spec names its own (default FORBIDDEN). */
    refusal?: { code: ErrorCode; message: string };
    /** The feature gate the store must pass (domain/featureGates.ts); else 403 FEATURE_NOT_ENABLED. */
    feature?: FeatureGate;
  }
  interface FastifyRequest {
    auth: Auth | null;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
}

export const isStaff = (auth: Auth) => auth.user.role === 'moderator' || auth.user.role === 'administrator';

/** The session id travels as the `sessionId` query parameter or the `X-Session-Id` header. */
export function sessionIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-session-id'];
  if (typeof header === 'string' && header) return header;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.sessionId;
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : undefined;
}

/** The current store of a store-scoped request; the access check guarantees it is set. */
export function tenantOf(request: FastifyRequest): number {
  const id = request.auth?.tenantId;
  if (id == null) throw forbidden('NO_STORE', 'Select a store first.');
  return id;
}

/** Who makes a signed-in request, as a saved version names its author: id and the name they have now. */
export function authorOf(request: FastifyRequest): { userId: number; name: string } {
  const user = request.auth?.user;
  if (!user) throw unauthorized();
  return { userId: user.id, name: user.name.trim() || user.email };
}

/** `limits` is read on every request: the session limits may change while the server runs (admin settings). */
export function registerAccessPolicy(app: FastifyInstance, db: Db, limits: () => SessionLimits): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access level`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, access });
  });

  // onRequest: refused callers are turned away before their body is even parsed.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const sessionId = sessionIdOf(request);
    request.auth = sessionId ? await loadSession(db, sessionId, limits()) : null;
    if (access === 'public' || access === 'storefront') return;
    const auth = request.auth;
    if (!auth)
      throw unauthorized(
        sessionId ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED',
        sessionId ? 'Your session has ended. Sign in again.' : 'Sign in to continue.',
      );
    if (access === 'signedIn') return;
    const needsStore = access === 'store' || access === 'storeModerator' || access === 'storeAdministrator';
    const needsModerator = access === 'moderator' || access === 'storeModerator';
    const needsAdministrator = access === 'administrator' || access === 'storeAdministrator';
    const refusal = request.routeOptions.config.refusal;
    const refuse = () => (refusal ? forbidden(refusal.code, refusal.message) : forbidden());
    if (needsAdministrator && auth.user.role !== 'administrator') throw refuse();
    if (needsModerator && !isStaff(auth)) throw refuse();
    if (needsStore) {
      if (auth.tenantId == null) throw forbidden('NO_STORE', 'Select a store first.');
      // Membership is re-checked on every call (loadSession reads it): a user removed from a store loses it at once.
      if (!isStaff(auth) && !auth.storeMember) throw notFound('Store not found.');
      if (!isStaff(auth) && !statusAllows(auth.tenantStatus, 'storeUsers')) throw storeClosed();
    }
    const feature = request.routeOptions.config.feature;
    if (feature) assertFeature(auth.tenantFeatures, feature);
  });
  return routes;
}
