import { describe, expect, it } from 'vitest';
import { DEMO } from './api.js';
import { useBrowserPage } from './browser.js';
import { signIn, waitForShell, menuLink } from './session.js';
import { baseUrl } from './server.js';

describe('addresses', () => {
  const page = useBrowserPage();

  it('/products shows the product list, from the menu and typed after a reload', async () => {
    const p = page();
    await signIn(p, DEMO.store);
    await menuLink(p, 'Marcas').click();
    await p.waitForURL(`${baseUrl}/brands`);
    await menuLink(p, 'Produtos').click();
    await p.getByPlaceholder('Buscar produtos').waitFor();
    await p.locator('tbody tr').first().waitFor();

    await p.reload();
    await waitForShell(p);
    await p.goto(`${baseUrl}/products`);
    await p.getByPlaceholder('Buscar produtos').waitFor();
    await p.locator('tbody tr').first().waitFor();
    expect(new URL(p.url()).pathname).toBe('/');
  });

  it.each(['/nao-existe', '/products/1/x', '/modelings/1/x', '/unknown-products/x', '/table/single/1/x'])(
    '%s shows the not-found page',
    async (path) => {
      const p = page();
      await signIn(p, DEMO.store);
      await p.goto(`${baseUrl}${path}`);
      await p.getByRole('heading', { name: 'Página não encontrada', level: 1 }).waitFor();
      expect(new URL(p.url()).pathname).toBe(path);
    },
  );
});
