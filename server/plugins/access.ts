import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../domain/errorCodes.js';
import type { Db } from '../db/connection.js';
import { forbidden, notFound, unauthorized } from '../errors.js';
import { loadSession, type Auth, type SessionLimits } from '../services/sessions.js';
import { statusAllows } from '../../domain/storeStatus.js';
import { ACCESS_RULES, admits, isAccessLevel, isStaffRole, type Access } from '../../domain/access.js';
import type { FeatureGate } from '../../domain/featureGates.js';
import { assertFeature } from '../services/featureGate.js';
import { storeClosed } from '../services/signIn.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route: a level of domain/access.ts. Every /api route names one; the app refuses to
     * start with a route that does not (deny by default).
     */
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

export const isStaff = (auth: Auth) => isStaffRole(auth.user.role);

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
    if (!isAccessLevel(access)) {
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
    const rule = ACCESS_RULES[access];
    if (rule.roles === null) return;
    const auth = request.auth;
    if (!auth)
      throw unauthorized(
        sessionId ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED',
        sessionId ? 'Your session has ended. Sign in again.' : 'Sign in to continue.',
      );
    if (!admits(access, auth.user.role)) {
      const refusal = request.routeOptions.config.refusal;
      throw refusal ? forbidden(refusal.code, refusal.message) : forbidden();
    }
    if (rule.store) {
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
