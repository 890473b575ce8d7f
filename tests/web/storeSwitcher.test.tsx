import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../src/components/pageReload';
import { StoreSwitcher } from '../../src/layout/StoreSwitcher';
import { useStores } from '../../src/providers/useStores';
import { server } from './mswServer';
import { renderShell } from './shellTestUtils';

vi.mock('../../src/components/pageReload', () => ({ reloadPage: vi.fn() }));

const stores = [
  { id: 10, name: 'Loja Alfa' },
  { id: 11, name: '7 Léguas' },
  { id: 12, name: 'Ática Modas' },
  { id: 13, name: 'Beta Store' },
];

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
  server.use(http.get('/api/v1/me/tenants', () => HttpResponse.json({ data: stores, page: 0, size: 4, total: 4 })));
});

async function searchAndPick(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Remove the selected store' }));
  // The clear button is gone: its focus went to the search, not to the page's body.
  expect(screen.getByRole('combobox', { name: 'Search store' })).toHaveFocus();
  await user.click(screen.getByRole('combobox', { name: 'Search store' }));
  const groups = within(screen.getByRole('listbox')).getAllByRole('group');
  expect(groups.map((group) => document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
    '0-9',
    'A',
    'B',
    'L',
  ]);
  expect(
    within(groups[1]!)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Ática Modas']);
  await user.click(screen.getByRole('option', { name }));
}

/** Says how many stores the user's store list holds, once it has come. */
function StoresLoaded() {
  const { data } = useStores();
  return data ? <p>{data.length} stores loaded</p> : null;
}

describe('StoreSwitcher', () => {
  it("switches the session to the chosen store and reloads the page without the list's search", async () => {
    const switched: string[] = [];
    server.use(
      http.put('/api/v1/me/current-tenant/:id', ({ params }) => {
        switched.push(String(params.id));
        return HttpResponse.json({ tenantId: Number(params.id), tenantName: 'Ática Modas' });
      }),
    );
    renderShell(<StoreSwitcher compact={false} onExpand={() => undefined} />, {
      role: 'moderator',
      path: `/brands?filter=${encodeURIComponent('{"q":"Linho"}')}`,
    });
    expect(await screen.findByText('Loja Alfa')).toBeInTheDocument();
    await searchAndPick('Ática Modas');
    await waitFor(() => expect(reloadPage).toHaveBeenCalledWith('/brands'));
    expect(switched).toEqual(['12']);
  });

  it('goes back to the table list from a table page', async () => {
    server.use(
      http.put('/api/v1/me/current-tenant/:id', () => HttpResponse.json({ tenantId: 11, tenantName: '7 Léguas' })),
    );
    renderShell(<StoreSwitcher compact={false} onExpand={() => undefined} />, {
      role: 'moderator',
      path: '/table/single/3',
    });
    await searchAndPick('7 Léguas');
    await waitFor(() => expect(reloadPage).toHaveBeenCalledWith('/table'));
  });

  it('says so and stays when the switch fails', async () => {
    server.use(
      http.put('/api/v1/me/current-tenant/:id', () => HttpResponse.json({ code: 'INTERNAL' }, { status: 500 })),
    );
    renderShell(<StoreSwitcher compact={false} onExpand={() => undefined} />, { role: 'moderator', path: '/brands' });
    await searchAndPick('Beta Store');
    expect(await screen.findByText('Could not update tenant with Provador servers.')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('lets a store user with several stores switch, and shows one with a single store just its name', async () => {
    const first = renderShell(<StoreSwitcher compact={false} onExpand={() => undefined} />, { role: 'store' });
    expect(await screen.findByRole('button', { name: 'Remove the selected store' })).toBeInTheDocument();
    first.unmount();

    server.use(
      http.get('/api/v1/me/tenants', () => HttpResponse.json({ data: [stores[0]], page: 0, size: 1, total: 1 })),
    );
    renderShell(
      <>
        <StoreSwitcher compact={false} onExpand={() => undefined} />
        <StoresLoaded />
      </>,
      { role: 'store' },
    );
    expect(await screen.findByText('Loja Alfa')).toBeInTheDocument();
    // The switcher reads the same list: rendered with it once it has come.
    expect(await screen.findByText('1 stores loaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove the selected store' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
