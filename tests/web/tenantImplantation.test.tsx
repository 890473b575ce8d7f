import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TenantDetails } from '../../contract/tenants';
import { fittingRoomPath } from '../../domain/storefrontSnippet';
import { API, captureBody } from './apiTestUtils';
import { server } from './mswServer';
import { renderStoreSettings, serveStoreDetails } from './storeSettingsTestUtils';

const OLD_KEY = 'a'.repeat(64);
const NEW_KEY = 'b'.repeat(64);

// Only the fields the tab reads matter here; the rest of the store's settings are the identification tab's.
const DETAILS = {
  tenantId: 10,
  version: 4,
  name: 'Loja Alfa',
  vfrVersion: 'V3',
  features: ['FITTING_ROOM', 'ORDER_TRACKING'],
  gtmCode: null,
  addToCartSelector: null,
  language: 'es',
  country: 'ES',
  currency: 'EUR',
  memorizeSizes: true,
  shoppingTracking: false,
  appIntegration: false,
  customerRulesObservation: null,
} as unknown as TenantDetails;

function serve() {
  let key = OLD_KEY;
  serveStoreDetails(DETAILS);
  server.use(http.get(`${API}/tenants/storefront-key`, () => HttpResponse.json({ storefrontKey: key })));
  const rotations = captureBody<{ currentKey: string }>('post', '/tenants/storefront-key/rotation', () => {
    key = NEW_KEY;
    return HttpResponse.json({ storefrontKey: key });
  });
  const saves = captureBody<Record<string, unknown>>('put', '/tenants/details', (body) =>
    HttpResponse.json({ ...DETAILS, ...body, version: DETAILS.version + 1 }),
  );
  return { rotations, saves };
}

function renderTab() {
  renderStoreSettings('implantation', 'en');
}

const snippet = () => screen.getByRole('textbox', { name: 'Snippet to paste in the site' });
const snippetText = () => (snippet() as HTMLTextAreaElement).value;

describe('store settings: implantation tab', () => {
  it('shows the version, features and tracking, and saves them with the version read', async () => {
    const { saves } = serve();
    renderTab();
    expect(await screen.findByRole('checkbox', { name: 'Fitting room' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Order tracking' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Returns report' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: /Fitting-room version/ })).toHaveTextContent('Version 3');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Returns report' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fitting room' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'GTM code' }), 'gtm-ab12cd');
    await userEvent.type(screen.getByRole('textbox', { name: 'Add-to-cart button selector' }), ' form.buy > button ');
    await userEvent.click(screen.getByLabelText('Shopping tracking'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Customer rules (observation)' }), 'Sizes run small');
    await userEvent.click(screen.getByRole('button', { name: 'Save implantation' }));

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      version: 4,
      vfrVersion: 'V3',
      features: ['ORDER_TRACKING', 'RETURNS_REPORT'],
      gtmCode: 'GTM-AB12CD',
      addToCartSelector: 'form.buy > button',
      shoppingTracking: true,
      appIntegration: false,
      customerRulesObservation: 'Sizes run small',
    });
    expect(await screen.findByText('Implantation saved.')).toBeInTheDocument();
  }, 60_000);

  it("marks who the person is as to be read again after a save, since the store's features decide the menu", async () => {
    serve();
    const queryClient = renderStoreSettings('implantation', 'en');
    const identity = ['auth', 'getIdentity'];
    queryClient.setQueryData(identity, { id: 1, fullName: 'Ana' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Returns report' }));
    expect(queryClient.getQueryState(identity)?.isInvalidated).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Save implantation' }));
    expect(await screen.findByText('Implantation saved.')).toBeInTheDocument();
    expect(queryClient.getQueryState(identity)?.isInvalidated).toBe(true);
  });

  it('refuses a GTM code of the wrong form before saving', async () => {
    const { saves } = serve();
    renderTab();
    await userEvent.type(await screen.findByRole('textbox', { name: 'GTM code' }), 'UA-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save implantation' }));
    expect(await screen.findByText(/Use the form GTM-XXXX/)).toBeInTheDocument();
    expect(saves).toEqual([]);
  });

  it('builds the snippet from the key alone (the script reads the settings), and copies it', async () => {
    serve();
    renderTab();
    expect(await screen.findByRole('textbox', { name: 'Key' })).toHaveValue(OLD_KEY);
    expect(snippetText()).toContain(`src="${window.location.origin}${fittingRoomPath()}"`);
    expect(snippetText()).toContain(`data-provador-key="${OLD_KEY}"`);
    expect(snippetText()).not.toContain('data-language');
    expect(snippetText()).not.toContain('data-memorize-sizes');
    expect(snippetText()).toContain('Provador fitting room V3');
    // Settings saved here reach the site without pasting again; only a new key needs a new snippet.
    expect(screen.getByText(/with nothing to paste again/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Copy snippet' }));
    expect(await navigator.clipboard.readText()).toBe(snippetText());
  });

  it('rotates the key only after confirming, naming the key it replaces', async () => {
    const { rotations } = serve();
    renderTab();
    await screen.findByRole('textbox', { name: 'Key' });
    await userEvent.click(screen.getByRole('button', { name: 'Rotate key' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The current key stops working at once');
    await userEvent.click(within(dialog).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rotations).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Rotate key' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Key' })).toHaveValue(NEW_KEY));
    expect(rotations).toEqual([{ currentKey: OLD_KEY }]);
    expect(snippetText()).toContain(`data-provador-key="${NEW_KEY}"`);
  });
});
