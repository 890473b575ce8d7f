import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EditorPage } from '../../src/resources/modelings/editor/EditorPage.js';
import { renderStoreSettings, serveStoreDetails } from './storeSettingsTestUtils.js';
import { API, captureBody } from './apiTestUtils.js';
import { range, renderTableEditor, tableRecord } from './tableTestUtils.js';
import { server } from './mswServer.js';

configure({ asyncUtilTimeout: 5000 });

/** The table at `version`, whose size M chest starts at `start`. */
const table = (version: number, start: number) => ({
  ...tableRecord(
    ['P', 'M'],
    ['chest'],
    [
      { labels: { BR: 'P' }, measures: { chest: range(84, 88) } },
      { labels: { BR: 'M' }, measures: { chest: range(start, 94) } },
    ],
  ),
  updatedAt: `2026-03-0${version}T12:00:00.000Z`,
  version,
});

const history = {
  page: 0,
  size: 20,
  total: 2,
  current: 2,
  data: [
    {
      version: 2,
      origin: 'edit',
      userId: 3,
      userName: 'Ana',
      savedAt: '2026-03-02T12:00:00.000Z',
      summary: { fields: [], addedSizes: [], removedSizes: [], changedCells: 1 },
    },
    {
      version: 1,
      origin: 'create',
      userId: 3,
      userName: 'Ana',
      savedAt: '2026-03-01T12:00:00.000Z',
      summary: { fields: [], addedSizes: ['P', 'M'], removedSizes: [], changedCells: 0 },
    },
  ],
};

const versionTwo = {
  ...history.data[0],
  snapshot: {},
  diff: {
    fields: [{ field: 'name', before: 'Blusas femininas', after: 'Blusas' }],
    addedSizes: [],
    removedSizes: [],
    cells: [{ size: 'M', measure: 'chest', before: range(89, 94), after: range(90, 94) }],
  },
};

const renderEditor = () =>
  renderTableEditor(
    '/table/single/5',
    <Routes>
      <Route path="/table/single/:id" element={<EditorPage />} />
    </Routes>,
  );

const chestStart = (row: number) => screen.getByLabelText(`Chest/Bust Start, row ${row}`) as HTMLInputElement;

describe('table history in the editor', { timeout: 120000 }, () => {
  it('saves with the version read, lists versions, shows a change per size and measure and restores after a warning', async () => {
    let current = table(2, 90);
    server.use(
      http.get(`${API}/modelings/single/5`, () => HttpResponse.json(current)),
      http.get(`${API}/modelings/single/5/history`, () => HttpResponse.json(history)),
      http.get(`${API}/modelings/single/5/history/2`, () => HttpResponse.json(versionTwo)),
    );
    const saved = captureBody('put', '/modelings/single/5', (body) => {
      current = { ...current, ...(body as object), version: 3 };
      return HttpResponse.json(current);
    });
    const restored = captureBody('post', '/modelings/single/5/history/2/restore', () => {
      current = table(4, 90);
      return HttpResponse.json(current);
    });
    const user = userEvent.setup();
    renderEditor();

    await waitFor(() => expect(chestStart(2).value).toBe('90'));
    await user.clear(chestStart(2));
    await user.type(chestStart(2), '91');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ version: 2 });

    // An unsaved edit: restoring must say it will be lost.
    await waitFor(() => expect(chestStart(2).value).toBe('91'));
    await user.clear(chestStart(2));
    await user.type(chestStart(2), '92');
    await user.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Table history' });
    const versions = within(dialog).getByRole('list', { name: 'Versions' });
    expect(within(versions).getByText('Version 2 · Edited (current)')).toBeInTheDocument();
    expect(within(versions).getByText(/Ana · .* · 1 measure changed/)).toBeInTheDocument();
    expect(within(versions).getByText(/\+2 sizes/)).toBeInTheDocument();

    await user.click(within(versions).getByText('Version 2 · Edited (current)'));
    const changes = await within(dialog).findByTestId('version-changes');
    const row = within(changes).getByRole('cell', { name: 'M' }).closest('tr')!;
    expect(within(row).getByText('89–94 cm')).toBeInTheDocument();
    expect(within(row).getByText('90–94 cm')).toBeInTheDocument();
    expect(within(changes).getByText('Blusas femininas')).toBeInTheDocument();
    // The current version cannot be restored over itself.
    expect(within(dialog).queryByRole('button', { name: 'Restore this version' })).toBeNull();

    history.current = 3;
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'History' }));
    const again = await screen.findByRole('dialog', { name: 'Table history' });
    await user.click(await within(again).findByText(/^Version 2 · Edited$/));
    await user.click(await within(again).findByRole('button', { name: 'Restore this version' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore version 2?' });
    expect(within(confirm).getByText('Your unsaved changes in the editor will be discarded.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(restored).toHaveLength(1));
    expect(restored[0]).toEqual({ version: 3 });
    expect(await screen.findByText('Version restored')).toBeInTheDocument();
    // The editor starts over from the table as restored.
    await waitFor(() => expect(chestStart(2).value).toBe('90'));
  });
});

const settingsSaves = (kept: boolean) => ({
  page: 0,
  size: 20,
  total: 2,
  data: [
    {
      version: 3,
      userId: 2,
      userName: 'Bia',
      changedAt: '2026-03-02T12:00:00.000Z',
      fields: ['name', 'monitored', 'productIntegration'],
      changes: {
        name: { before: 'Loja', after: 'Loja Nova' },
        monitored: { before: false, after: true },
        productIntegration: { before: 'MANUAL_INTEGRATION', after: 'INTEGRATION_WITH_XML' },
      },
    },
    {
      version: 2,
      userId: null,
      userName: null,
      changedAt: '2026-03-01T12:00:00.000Z',
      fields: ['domain'],
      changes: kept ? { domain: { before: 'loja.example', after: 'loja.com' } } : null,
    },
  ],
});

describe('store settings history tab', { timeout: 40000 }, () => {
  it("lists each save with its author and each field's value before and after", async () => {
    serveStoreDetails({ version: 3 });
    server.use(http.get(`${API}/tenants/details/history`, () => HttpResponse.json(settingsSaves(false))));
    renderStoreSettings('history', 'en');
    expect(await screen.findByRole('tab', { name: 'History', selected: true })).toBeInTheDocument();
    const latest = (await screen.findByRole('heading', { name: /^Version 3 · Bia · / })).closest<HTMLElement>(
      '.MuiPaper-root',
    )!;
    const name = within(latest).getByRole('rowheader', { name: 'Name' }).closest('tr')!;
    expect(within(name).getByText('Loja')).toBeInTheDocument();
    expect(within(name).getByText('Loja Nova')).toBeInTheDocument();
    const monitored = within(latest).getByRole('rowheader', { name: 'Monitored' }).closest('tr')!;
    expect(within(monitored).getByText('No')).toBeInTheDocument();
    expect(within(monitored).getByText('Yes')).toBeInTheDocument();
    // A code is shown by its name.
    const integration = within(latest).getByRole('rowheader', { name: 'Integration type' }).closest('tr')!;
    expect(within(integration).getByText('Manual integration')).toBeInTheDocument();
    expect(within(integration).getByText('XML feed integration')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Version 2 · System · / })).toBeInTheDocument();
    expect(screen.getByText('Domain — Values not kept (a change older than history).')).toBeInTheDocument();
  });

  it('restores an older save after a confirmation, naming the version read', async () => {
    serveStoreDetails({ version: 3 });
    server.use(http.get(`${API}/tenants/details/history`, () => HttpResponse.json(settingsSaves(true))));
    const restored = captureBody('post', '/tenants/details/history/2/restore', () => HttpResponse.json({ version: 4 }));
    const user = userEvent.setup();
    renderStoreSettings('history', 'en');
    await user.click(await screen.findByRole('button', { name: 'Restore this version: Version 2' }));
    // The newest save is the settings as they are: nothing to restore.
    expect(screen.queryByRole('button', { name: 'Restore this version: Version 3' })).toBeNull();
    const confirm = await screen.findByRole('dialog', { name: 'Restore version 2?' });
    expect(within(confirm).getByText(/saved as they were after this change/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(restored).toEqual([{ version: 3 }]));
    expect(await screen.findByText('Settings restored')).toBeInTheDocument();
  });
});
