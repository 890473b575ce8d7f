import { describe, expect, it } from 'vitest';
import { api, apiSignIn, createNewStoreUser, DEMO, SECOND_STORE, storeIdByName } from './api.js';
import { useBrowserPage } from './browser.js';
import { menuLink, signIn } from './session.js';
import { baseUrl } from './server.js';

interface Details {
  version: number;
  features: string[];
}

/** Sets the features of the second demo store as its staff would, and answers those it had. */
async function setFeatures(change: (features: string[]) => string[]): Promise<string[]> {
  const admin = await apiSignIn(DEMO.admin);
  const storeId = await storeIdByName(admin, SECOND_STORE);
  await api(`/me/current-tenant/${storeId}`, { sessionId: admin, method: 'PUT' });
  const { version, features } = await api<Details>('/tenants/details', { sessionId: admin });
  await api('/tenants/details', { sessionId: admin, method: 'PUT', body: { version, features: change(features) } });
  return features;
}

describe('a feature the store does not have', () => {
  const page = useBrowserPage();

  it('is not offered in the menu, and its address says it is not enabled for the store', async () => {
    const user = await createNewStoreUser('no-orders', [SECOND_STORE]);
    const had = await setFeatures((features) => features.filter((f) => f !== 'ORDER_TRACKING'));
    try {
      const p = page();
      await signIn(p, user);
      await menuLink(p, 'Produtos').waitFor();
      expect(await menuLink(p, 'Pedidos').count()).toBe(0);

      await p.goto(`${baseUrl}/orders`);
      await p.getByRole('heading', { name: 'Recurso não habilitado', level: 1 }).waitFor();
      await p.getByText('Este recurso não está habilitado para esta loja.', { exact: false }).waitFor();
      expect(await p.getByText('Acesso negado').count()).toBe(0);
    } finally {
      await setFeatures(() => had);
    }
  });
});
