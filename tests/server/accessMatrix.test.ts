import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ACCESS_RULES, admits, type Access } from '../../domain/access.js';
import type { Role } from '../../domain/enums.js';
import type { RegisteredRoute } from '../../server/plugins/access.js';
import { registerAccessPolicy } from '../../server/plugins/access.js';
import { buildApp } from '../../server/app.js';
import { demoFeedsRoutes } from '../../server/demo/demoFeedRoutes.js';
import { declaredRoutes, useTestApp, type TestContext } from './harness.js';

type Caller = 'anonymous' | 'storeAlpha' | 'moderator' | 'administrator';

/** The user role of each fixture caller. */
const ROLE_OF: Record<Exclude<Caller, 'anonymous'>, Role> = {
  storeAlpha: 'store',
  moderator: 'moderator',
  administrator: 'administrator',
};

// What each role must be refused, as the one table of levels (domain/access.ts) says; every other answer just
// has to be something else than 401/403. Storefront routes open to anyone: the store key in the path decides.
function expectedRefusal(access: Access, role: Caller): 401 | 403 | null {
  if (ACCESS_RULES[access].roles === null) return null;
  if (role === 'anonymous') return 401;
  return admits(access, ROLE_OF[role]) ? null : 403;
}

async function sessionOf(t: TestContext, role: Caller): Promise<string | null> {
  if (role === 'anonymous') return null;
  return t.sessionFor(t.fx.users[role], t.fx.tenants.alpha);
}

function requestFor(route: RegisteredRoute, id: number) {
  const url = route.url.replace(/:[A-Za-z_]+/g, String(id)).replace(/\*$/, 'x');
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD' && route.method !== 'OPTIONS';
  return { method: route.method as 'GET', url, ...(hasBody ? { payload: {} } : {}) };
}

describe('access policy', () => {
  const t = useTestApp();

  it('covers every route, and a role gets 401 or 403 exactly where the policy says', async () => {
    expect(t.routes.length).toBeGreaterThan(5);
    const roles: Caller[] = ['anonymous', 'storeAlpha', 'moderator', 'administrator'];
    const wrong: string[] = [];
    for (const route of t.routes) {
      for (const role of roles) {
        // A fresh session each time: logout or a store switch must not leak into the next call.
        const session = await sessionOf(t, role);
        const res = await t.call(session, requestFor(route, t.fx.tenants.alpha));
        const refusal = expectedRefusal(route.access, role);
        const line = `${route.method} ${route.url} (${route.access}) as ${role}: ${res.statusCode}`;
        if (refusal !== null && res.statusCode !== refusal) wrong.push(`${line}, expected ${refusal}`);
        // Public routes may answer 401 on their own (bad Basic credentials), so only guarded ones are checked.
        if (refusal === null && route.access !== 'public' && (res.statusCode === 401 || res.statusCode === 403)) {
          wrong.push(`${line}, expected to be let through`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every route four times, with a session each: more than the default test time on a busy machine.
  }, 120_000);

  it('lets the session travel as the sessionId query parameter on every route: no query is closed to it', async () => {
    const closed: string[] = [];
    for (const route of t.routes) {
      const session = await sessionOf(t, 'administrator');
      const request = requestFor(route, t.fx.tenants.alpha);
      const res = await t.call(null, { ...request, url: `${request.url}?sessionId=${session}` });
      const refusedParameter = res.statusCode === 400 && res.body.includes('sessionId');
      // Public routes may answer 401 on their own (they read Basic credentials), so only guarded ones are checked.
      const sessionUnseen = route.access !== 'public' && res.statusCode === 401;
      if (refusedParameter || sessionUnseen) closed.push(`${route.method} ${route.url}: ${res.body}`);
    }
    expect(closed).toEqual([]);
  }, 120_000);

  it("covers the demo's routes main.ts mounts with the demo: public to every role", async () => {
    const { app, routes } = await buildApp({ db: t.db, config: t.config, demoRoutes: demoFeedsRoutes });
    try {
      const demo = routes.filter((r) => r.url.includes('/demo-feeds/'));
      expect(demo.map((r) => [r.method, r.access])).toEqual([['GET', 'public']]);
      for (const role of ['anonymous', 'storeAlpha', 'moderator', 'administrator'] as Caller[]) {
        const session = await sessionOf(t, role);
        const res = await app.inject({
          method: 'GET',
          url: `/api/v1/demo-feeds/${t.fx.tenants.alpha}.xml`,
          headers: session ? { 'x-session-id': session } : {},
        });
        // Every existing store has its demo feed, whoever asks.
        expect(res.statusCode, role).toBe(200);
      }
    } finally {
      await app.close();
    }
  });

  it('declares the returns file routes for store users and staff, on the current store', () => {
    expect(declaredRoutes(t, (url) => url.startsWith('/api/v1/report/returns'))).toEqual([
      'GET /api/v1/report/returns/:jobId store',
      'GET /api/v1/report/returns/:jobId/result store',
      'GET /api/v1/report/returns/template store',
      'POST /api/v1/report/returns store',
    ]);
  });

  it('declares the admin settings and the cache invalidation for staff', () => {
    expect(
      declaredRoutes(t, (url) => url.startsWith('/api/v1/admin-settings') || url.endsWith('/invalidation')),
    ).toEqual([
      'GET /api/v1/admin-settings moderator',
      'POST /api/v1/tenants/invalidation moderator',
      'PUT /api/v1/admin-settings moderator',
    ]);
  });

  it('declares the learned vs drawn routes of provider tables for moderators', () => {
    expect(declaredRoutes(t, (url) => url.includes('/learning'))).toEqual([
      'GET /api/v1/strong/modelings/single/:id/learning moderator',
      'POST /api/v1/strong/modelings/single/:id/learning/accept moderator',
    ]);
  });

  it('declares the table history routes: store tables for the store, provider tables for moderators', () => {
    expect(declaredRoutes(t, (url) => url.includes('/history'))).toEqual([
      'GET /api/v1/modelings/single/:id/history store',
      'GET /api/v1/modelings/single/:id/history/:version store',
      'GET /api/v1/strong/modelings/single/:id/history moderator',
      'GET /api/v1/strong/modelings/single/:id/history/:version moderator',
      'GET /api/v1/tenants/details/history storeModerator',
      'POST /api/v1/modelings/single/:id/history/:version/restore store',
      'POST /api/v1/strong/modelings/single/:id/history/:version/restore moderator',
      'POST /api/v1/tenants/details/history/:version/restore storeModerator',
    ]);
  });

  it('declares provider categories: read by everyone signed in, written by administrators only', () => {
    expect(declaredRoutes(t, (url) => url.startsWith('/api/v1/strong/categories'))).toEqual([
      'DELETE /api/v1/strong/categories/single/:id administrator',
      'GET /api/v1/strong/categories signedIn',
      'GET /api/v1/strong/categories/single/:id signedIn',
      'POST /api/v1/strong/categories administrator',
      'PUT /api/v1/strong/categories/single/:id administrator',
    ]);
  });

  it('declares the provider brand routes: store users read the list, staff manage them', () => {
    expect(declaredRoutes(t, (url) => url.startsWith('/api/v1/strong/brands'))).toEqual([
      'DELETE /api/v1/strong/brands/single/:id moderator',
      'GET /api/v1/strong/brands signedIn',
      'GET /api/v1/strong/brands/single/:id moderator',
      'POST /api/v1/strong/brands/ moderator',
      'PUT /api/v1/strong/brands/single/:id moderator',
    ]);
  });

  it('declares the size style routes for moderators and the models list for store users', () => {
    expect(declaredRoutes(t, (url) => /^\/api\/v1\/strong\/(styles|models)/.test(url))).toEqual([
      'GET /api/v1/strong/models store',
      'GET /api/v1/strong/styles moderator',
      'PATCH /api/v1/strong/styles/modeling/ moderator',
      'POST /api/v1/strong/styles/sync moderator',
      'PUT /api/v1/strong/styles/single/:id moderator',
    ]);
  });

  it('declares the health dashboard routes for moderators and administrators only', () => {
    expect(declaredRoutes(t, (url) => url.startsWith('/api/v1/dashboard'))).toEqual([
      'GET /api/v1/dashboard moderator',
      'GET /api/v1/dashboard/analytical/details/:id moderator',
      'GET /api/v1/dashboard/analytical/general/:id moderator',
      'GET /api/v1/dashboard/export moderator',
    ]);
  });

  it('declares the store settings routes: details and catalogue for the store, any store and new stores for staff', () => {
    expect(declaredRoutes(t, (url) => /^\/api\/v1\/tenants(\/details|\/single|\/catalogue|$)/.test(url))).toEqual([
      'GET /api/v1/tenants/catalogue/xml store',
      'GET /api/v1/tenants/details store',
      'GET /api/v1/tenants/details/history storeModerator',
      'GET /api/v1/tenants/details/options signedIn',
      'GET /api/v1/tenants/single/:id moderator',
      'POST /api/v1/tenants moderator',
      'POST /api/v1/tenants/details/history/:version/restore storeModerator',
      'PUT /api/v1/tenants/details storeModerator',
      'PUT /api/v1/tenants/single/:id moderator',
    ]);
  });

  it('lets a store user without a current store reach no store route', async () => {
    const session = await t.sessionFor(t.fx.users.storeAlpha, null);
    const storeRoutes = t.routes.filter((r) => r.access === 'store');
    expect(storeRoutes.length).toBeGreaterThan(0);
    for (const route of storeRoutes) {
      const res = await t.call(session, requestFor(route, 1));
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().code).toBe('NO_STORE');
    }
  });

  it('refuses to start with a route that declares no access level', async () => {
    const app = Fastify();
    registerAccessPolicy(app, t.db, () => ({ idleMinutes: 1, maxHours: 1 }));
    const declare = async () => {
      await app.register(async (api) => {
        api.get('/api/v1/forgotten', async () => ({ ok: true }));
      });
      await app.ready();
    };
    await expect(declare()).rejects.toThrow(/declares no access level/);
    await app.close().catch(() => undefined);
  });

  it('lets a route with an access level start', async () => {
    const app = Fastify();
    const routes = registerAccessPolicy(app, t.db, () => ({ idleMinutes: 1, maxHours: 1 }));
    app.get('/api/v1/declared', { config: { access: 'public' } }, async () => ({ ok: true }));
    await app.ready();
    expect(routes).toEqual([{ method: 'GET', url: '/api/v1/declared', access: 'public' }]);
    await app.close();
  });
});
