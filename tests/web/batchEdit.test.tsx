import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, captureBody } from './apiTestUtils';
import { server } from './mswServer.js';
import { product, renderProducts, serveCounts, serveProducts } from './productTestUtils';

describe('product batch edit', { timeout: 40000 }, () => {
  it('sends only the ticked fields as changes of the selected products', async () => {
    serveProducts([product(1, 'Vestido Midi'), product(2, 'Saia Longa'), product(3, 'Blusa')]);
    serveCounts();
    server.use(
      http.get(`${API}/modelings/simplified/all`, () =>
        HttpResponse.json([{ id: 5, name: 'Vestidos', sizes: ['P', 'M'] }]),
      ),
      http.get(`${API}/brands`, () =>
        HttpResponse.json({
          data: [
            { id: 4, name: 'Farm' },
            { id: 6, name: 'Osklen' },
          ],
          page: 0,
          size: 25,
          total: 2,
        }),
      ),
    );
    const patched = captureBody('patch', '/products/', (body) => HttpResponse.json({ ids: body.ids }));
    const user = userEvent.setup();
    renderProducts();

    for (const name of ['Vestido Midi', 'Saia Longa']) {
      await user.click(within((await screen.findByText(name)).closest('tr')!).getByRole('checkbox'));
    }
    await user.click(screen.getByRole('button', { name: 'Batch edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit 2 products')).toBeInTheDocument();
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Change Brand' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Brand' }));
    await user.click(await screen.findByRole('option', { name: 'Osklen' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Change Gender' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Gender' }));
    await user.click(await screen.findByRole('option', { name: 'Unisex' }));
    // Ticked, then changed back: the fitting room stays as it is on each product.
    const plugin = within(dialog).getByRole('checkbox', { name: 'Change Fitting room' });
    await user.click(plugin);
    await user.click(plugin);
    await user.click(apply);

    await waitFor(() => expect(patched).toEqual([{ ids: [1, 2], changes: { brandId: 6, gender: 'u' } }]));
    expect(await screen.findByText('2 products updated')).toBeInTheDocument();
  });
});
