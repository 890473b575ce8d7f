import { randomUUID } from 'node:crypto';
import { productBody } from '../server/productFixtures.js';
import { DEMO, api, apiSignIn } from './api.js';

/** A women's adult garment in size P, created through the API in the store user's store (`extra` overrides); answers its id. */
export async function createProduct(name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const sessionId = await apiSignIn(DEMO.store);
  const created = await api<{ id: number }>('/products/', {
    sessionId,
    method: 'POST',
    body: productBody(randomUUID(), { name, ...extra }),
    expect: 201,
  });
  return created.id;
}
