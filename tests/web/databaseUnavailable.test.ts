import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/providers/dataProvider';
import { setSessionId } from '../../src/providers/session';
import { server } from './mswServer.js';

describe('a server whose database is not answering', () => {
  it('is reported in the interface language, not with the server English message', async () => {
    setSessionId('session-123');
    const problem = {
      statusCode: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database is not answering. Try again in a moment.',
    };
    server.use(http.get('/api/v1/brands', () => HttpResponse.json(problem, { status: 503 })));
    const error = await dataProvider
      .getList('brands', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'app.errors.DATABASE_UNAVAILABLE', status: 503 });

    const { i18nProvider } = await import('../../src/i18n/index');
    expect(i18nProvider.translate('app.errors.DATABASE_UNAVAILABLE')).toBe(
      'O banco de dados não está respondendo. Tente novamente em instantes.',
    );
  });
});
