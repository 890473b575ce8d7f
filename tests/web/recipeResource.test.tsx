import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../domain/enums';
import { mergeMessages } from '../../src/i18n/messages/merge';
import { LOCALES, type MessageTree } from '../../src/i18n/messages/types';
import { canAccess } from '../../src/providers/canAccess';
import { dataProvider } from '../../src/providers/dataProvider';
import { setSessionId } from '../../src/providers/session';
import { DECLARATIONS } from '../../src/registry';
import { ACCESS } from '../../src/registry/access';
import { ENDPOINTS } from '../../src/registry/endpoints';
import { MENU_ITEMS } from '../../src/registry/menu';
import * as recipeTexts from '../recipe/src/i18n/messages/recipeSamples/texts';
import { renderApp } from './appTestUtils';
import { server } from './mswServer';
import { PERMISSIONS } from './shellTestUtils';

// The recipe of docs/architecture.md ("Add a resource"), proved in the web app: the fixture resource of
// tests/recipe/src (its declaration, fields, list, form and texts, nothing else) joins the registry as a
// folder of src/resources does. The registry's import.meta.glob is fixed to src/ at build time, so the
// fixture's folder is read with the same glob shape and collected by the registry's own rule
// (declarationsIn); everything derived from the declarations (access, menu, endpoints, routes) is the app's.
vi.mock('../../src/registry', async (importOriginal) => {
  const registry = await importOriginal<typeof import('../../src/registry')>();
  const loaders = import.meta.glob<Record<string, unknown>>('../recipe/src/resources/*/index.ts');
  const modules = Object.fromEntries(
    await Promise.all(Object.entries(loaders).map(async ([path, load]) => [path, await load()] as const)),
  );
  return { ...registry, DECLARATIONS: [...registry.DECLARATIONS, ...registry.declarationsIn(modules)] };
});

const RESOURCE = 'recipe-samples';
// The whole app's first render, on a busy two-core machine, takes longer than the usual wait.
const APP_OPENS = { timeout: 15_000 };
const areaTexts = import.meta.glob<Record<string, MessageTree>>('../../src/i18n/messages/*/texts.ts', {
  eager: true,
});

/** The app's texts of one language with the recipe's texts added, as src/i18n/<lang>.ts would merge them. */
const messagesIn = (locale: (typeof LOCALES)[number]) =>
  mergeMessages(
    englishMessages as unknown as MessageTree,
    ...Object.values(areaTexts).map((texts) => texts[locale]!),
    (recipeTexts as Record<string, MessageTree>)[locale]!,
  );

function flatKeys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatKeys(value, `${prefix}${key}.`),
  );
}

const renderAt = (path: string, role: Role) =>
  renderApp(path, role, {
    dataProvider,
    i18nProvider: polyglotI18nProvider(() => messagesIn('en') as unknown as TranslationMessages, 'en', [
      { locale: 'en', name: 'en' },
    ]),
  });

/** Answers one call with `reply` and records the URL and body the app sent. */
function expectCall(method: 'get' | 'post' | 'put' | 'delete', path: string, reply: object | null, status = 200) {
  const seen: { url: URL; body: unknown }[] = [];
  server.use(
    http[method](`/api/v1${path}`, async ({ request }) => {
      const text = await request.text();
      seen.push({ url: new URL(request.url), body: text ? JSON.parse(text) : undefined });
      return reply === null ? new HttpResponse(null, { status }) : HttpResponse.json(reply, { status });
    }),
  );
  return seen;
}

describe('a resource added by the recipe', () => {
  // The screens are lazy chunks: loaded once here, so a render waits for the app and not for their transform.
  beforeAll(() =>
    Promise.all([
      import('../recipe/src/resources/recipe-samples/RecipeSampleList'),
      import('../recipe/src/resources/recipe-samples/RecipeSampleForm'),
    ]),
  );
  beforeEach(() => {
    setSessionId('session-1');
  });

  it('is one declaration of the registry, with its access, menu entry and endpoints', () => {
    expect(DECLARATIONS.filter((d) => d.name === RESOURCE)).toHaveLength(1);
    expect(ACCESS[RESOURCE]).toEqual({ '*': 'moderator' });
    expect(MENU_ITEMS).toContainEqual(
      expect.objectContaining({ to: '/recipe-samples', label: 'app.menu.recipeSamples', resource: RESOURCE }),
    );
    expect(ENDPOINTS[RESOURCE]).toMatchObject({ list: '/recipe-samples', create: '/recipe-samples/' });
    for (const action of ['list', 'create', 'edit', 'delete']) {
      expect(canAccess({ permissions: PERMISSIONS.store, resource: RESOURCE, action }), action).toBe(false);
      expect(canAccess({ permissions: PERMISSIONS.moderator, resource: RESOURCE, action }), action).toBe(true);
    }
  });

  it('is served by the data provider from its endpoints, sending only the body fields', async () => {
    const sample = { id: 7, name: 'First', active: true };
    const listed = expectCall('get', '/recipe-samples', { data: [sample], page: 0, size: 25, total: 1 });
    const list = await dataProvider.getList(RESOURCE, {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'fir' },
    });
    expect(list).toMatchObject({ data: [sample], total: 1 });
    expect(listed[0]!.url.searchParams.get('name')).toBe('fir');
    const created = expectCall('post', '/recipe-samples/', sample, 201);
    await dataProvider.create(RESOURCE, { data: { name: 'First', active: true, extra: 1 } });
    expect(created[0]!.body).toEqual({ name: 'First', active: true });
    const replaced = expectCall('put', '/recipe-samples/single/7', { ...sample, active: false });
    await dataProvider.update(RESOURCE, { id: 7, data: { ...sample, active: false }, previousData: sample });
    expect(replaced[0]!.body).toEqual({ name: 'First', active: false });
    const removed = expectCall('delete', '/recipe-samples/single/7', null, 204);
    await dataProvider.delete(RESOURCE, { id: 7, previousData: sample });
    expect(removed).toHaveLength(1);
  });

  it('has its texts in the four languages, the same keys in each, beside every area without a clash', () => {
    const keys = LOCALES.map((locale) => flatKeys((recipeTexts as Record<string, MessageTree>)[locale]!).sort());
    for (const other of keys.slice(1)) expect(other).toEqual(keys[0]);
    expect(keys[0]).toEqual(
      expect.arrayContaining([
        'app.menu.recipeSamples',
        'resources.recipe-samples.empty',
        'resources.recipe-samples.invite',
        'resources.recipe-samples.fields.name',
        'resources.recipe-samples.fields.active',
      ]),
    );
    for (const locale of LOCALES) expect(() => messagesIn(locale), locale).not.toThrow();
  });

  it('opens its list from the menu for a moderator, with its empty state', async () => {
    expectCall('get', '/recipe-samples', { data: [], page: 0, size: 25, total: 0 });
    renderAt('/recipe-samples', 'moderator');
    expect(await screen.findByText('No recipe samples yet', {}, APP_OPENS)).toBeInTheDocument();
    const menu = screen.getAllByRole('list').flatMap((list) => within(list).queryAllByRole('link'));
    expect(menu.find((link) => link.textContent === 'Recipe samples')).toHaveAttribute('href', '/recipe-samples');
  });

  it('refuses its list to a store user', async () => {
    expectCall('get', '/recipe-samples', { data: [], page: 0, size: 25, total: 0 });
    renderAt('/recipe-samples', 'store');
    expect(await screen.findByRole('heading', { level: 1 }, APP_OPENS)).toHaveTextContent('Access denied');
    expect(screen.queryByText('Recipe samples')).not.toBeInTheDocument();
  });
});
