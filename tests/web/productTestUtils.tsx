import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import {} from 'vitest';
import { brandsMessages, modelingsMessages, productsMessages } from './i18nAreas';
import { dataProvider } from '../../src/providers/dataProvider';
import { ProductEditorPage } from '../../src/resources/products/editor/ProductEditorPage';
import { ProductList } from '../../src/resources/products/list/ProductList';
import { API } from './apiTestUtils.js';
import { englishFormI18n } from './i18nTestUtils.js';
import { server } from './mswServer.js';
import { renderWithLocation } from './routerTestUtils.js';

// A whole react-admin tree renders slowly on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

/** The products screens on their routes, in English. */
export function renderProducts(path = '/') {
  return renderWithLocation(
    path,
    <Admin
      dataProvider={dataProvider}
      i18nProvider={englishFormI18n(brandsMessages.en, modelingsMessages.en, productsMessages.en)}
      disableTelemetry
    >
      <Resource name="products" recordRepresentation="name" />
      <Resource name="brands" recordRepresentation="name" />
      <Resource name="categories" recordRepresentation="name" />
      <CustomRoutes>
        <Route path="/" element={<ProductList />} />
        <Route path="/product/single/:id" element={<ProductEditorPage />} />
      </CustomRoutes>
    </Admin>,
  );
}

export const product = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  permalink: `https://loja.example/${id}`,
  feedProductId: `F${id}`,
  imageUrl: null,
  brandId: null,
  brandName: null,
  categoryId: null,
  categoryName: null,
  gender: 'f',
  ageGroup: 'adult',
  productType: 'clothes',
  sizes: ['P', 'M'],
  modelingId: null,
  modelingName: null,
  pluginActive: true,
  state: 'pending',
  updatedAt: '2025-03-01T12:00:00.000Z',
  ...extra,
});

/** Answers GET /products with `rows` (whatever the filters) and records every query string. */
export function serveProducts(rows: unknown[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/products`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: rows, page: 0, size: 25, total: rows.length });
    }),
  );
  return queries;
}

export function serveCounts(
  counts = {
    all: 4000,
    inactive: 500,
    pending: 1200,
    alert: 300,
    covered: 2000,
    pluginActive: 3500,
    pluginInactive: 500,
  },
) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/products/count`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(counts);
    }),
  );
  return queries;
}
