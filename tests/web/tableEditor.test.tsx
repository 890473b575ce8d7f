import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useGetList } from 'react-admin';
import { Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EditorPage } from '../../src/resources/modelings/editor/EditorPage.js';
import { API, captureBody } from './apiTestUtils.js';
import { BR_REGULAR_SETUP } from './tableFixtures.js';
import { range, renderTableEditor, tableRecord } from './tableTestUtils.js';
import { server } from './mswServer.js';

// A whole react-admin tree renders slowly on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

/** A women's top table as the API answers it (cm). */
const tops = tableRecord(
  ['P', 'M', 'G'],
  ['chest', 'waist'],
  [
    { labels: { BR: 'P' }, measures: { chest: range(84, 88), waist: range(66, 70) } },
    { labels: { BR: 'M' }, measures: { chest: range(89, 94), waist: range(71, 76) } },
    { labels: { BR: 'G' }, measures: { chest: range(95, 100), waist: range(77, 82) } },
  ],
);

/** The list answers summaries: the row lacks the measures, size systems and rows the editor works on. */
const topsRow = Object.fromEntries(
  [
    'id',
    'name',
    'type',
    'clothesType',
    'ageGroup',
    'brandId',
    'brandName',
    'gender',
    'static',
    'sizes',
    'updatedAt',
  ].map((k) => [k, tops[k as keyof typeof tops]]),
);

/** A list of tables, as the table list reads it, with a way into the first one. */
function TableListLinks() {
  const { data } = useGetList('modelings');
  return (
    <ul>
      {data?.map((row) => (
        <li key={row.id}>
          <Link to={`/table/single/${row.id}`}>{row.name}</Link>
        </li>
      ))}
    </ul>
  );
}

const renderEditor = (entry: string | { pathname: string; state: unknown }) =>
  renderTableEditor(
    entry,
    <>
      <Routes>
        <Route path="/table" element={<TableListLinks />} />
        <Route path="/table/setup" element={<p>Setup step</p>} />
        <Route path="/table/single/new" element={<EditorPage />} />
        <Route path="/table/single/:id" element={<EditorPage />} />
      </Routes>
      <Link to="/table">All tables</Link>
    </>,
  );

const newTable = (measures: string[]) => ({
  pathname: '/table/single/new',
  state: { measures, categories: [], static: false },
});

const serveTops = () => server.use(http.get(`${API}/modelings/single/5`, () => HttpResponse.json(tops)));
const cell = (measure: string, bound: 'Start' | 'End', row: number) =>
  screen.getByLabelText(`${measure} ${bound}, row ${row}`) as HTMLInputElement;

describe('measurement table editor', () => {
  it('opens a new table with the measures chosen in the setup step, and sends a visit without them back there', async () => {
    renderEditor(newTable(['chest', 'waist', 'label1']));
    const grid = await screen.findByRole('table', { name: 'Sizes and measures' });
    const heads = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual(expect.arrayContaining(['BR', 'Chest/Bust (cm)', 'Waist (cm)', 'Label 1', 'Start', 'End']));
    expect(heads).not.toContain('Hip (cm)');
    expect(screen.getByLabelText('Label 1, row 1')).toBeInTheDocument();

    const elsewhere = renderEditor('/table/single/new');
    await waitFor(() => expect(elsewhere.location?.pathname).toBe('/table/setup'));
  });

  it('opens a table reached from the list with its whole record, not the list row', async () => {
    server.use(http.get(`${API}/modelings`, () => HttpResponse.json({ data: [topsRow], page: 0, size: 25, total: 1 })));
    serveTops();
    renderEditor('/table');
    await userEvent.click(await screen.findByRole('link', { name: 'Blusas' }));
    const grid = await screen.findByRole('table', { name: 'Sizes and measures' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Chest/Bust (cm)');
    expect(cell('Chest/Bust', 'Start', 2).value).toBe('89');
  });

  it('opens a table again with what the server holds now, not an older copy', async () => {
    server.use(http.get(`${API}/modelings`, () => HttpResponse.json({ data: [topsRow], page: 0, size: 25, total: 1 })));
    serveTops();
    const user = userEvent.setup();
    renderEditor('/table');
    await user.click(await screen.findByRole('link', { name: 'Blusas' }));
    await waitFor(() => expect(cell('Chest/Bust', 'Start', 2).value).toBe('89'));

    await user.click(screen.getByRole('link', { name: 'All tables' }));
    const changed = structuredClone(tops);
    changed.rows[1].measures.chest = range(90, 94);
    server.use(http.get(`${API}/modelings/single/5`, () => HttpResponse.json(changed)));
    await user.click(await screen.findByRole('link', { name: 'Blusas' }));
    await waitFor(() => expect(cell('Chest/Bust', 'Start', 2).value).toBe('90'));
  });

  it('says so when the table cannot be opened', async () => {
    server.use(
      http.get(`${API}/modelings/single/9`, () =>
        HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: 'Table not found.' }, { status: 404 }),
      ),
    );
    renderEditor('/table/single/9');
    expect(await screen.findByText('The table could not be opened')).toBeInTheDocument();
    expect(screen.getByText('Record not found.')).toBeInTheDocument();
  });

  it('marks an end below its start, and moves down with Enter and the arrows', async () => {
    const user = userEvent.setup();
    renderEditor(newTable(['chest']));
    await user.click(await screen.findByRole('button', { name: 'Add size' }));

    await user.type(cell('Chest/Bust', 'Start', 1), '90');
    await user.type(cell('Chest/Bust', 'End', 1), '80');
    expect(cell('Chest/Bust', 'End', 1)).toHaveAttribute('aria-invalid', 'true');
    expect(cell('Chest/Bust', 'End', 1)).toHaveAttribute('title', 'The end is below the start.');
    expect(screen.getByText('Row 1 · Chest/Bust: The end is below the start.')).toBeInTheDocument();

    await user.type(cell('Chest/Bust', 'End', 1), '{Enter}');
    expect(cell('Chest/Bust', 'End', 2)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('Chest/Bust', 'End', 1)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cell('Chest/Bust', 'Start', 1)).toHaveFocus();

    await user.clear(cell('Chest/Bust', 'End', 1));
    await user.type(cell('Chest/Bust', 'End', 1), '94');
    expect(cell('Chest/Bust', 'End', 1)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/The end is below the start/)).not.toBeInTheDocument();
  });

  it('refuses to save while a custom variation is invalid', async () => {
    const posted = captureBody('post', '/modelings/', () => HttpResponse.json({}, { status: 500 }));
    const user = userEvent.setup();
    renderEditor(newTable(['chest', 'waist']));

    await user.click(await screen.findByRole('combobox', { name: /^Waist/ }));
    await user.click(within(await screen.findByRole('listbox')).getByText('Restricted'));
    await user.type(screen.getByLabelText('Waist min %'), '150');
    expect(screen.getByText('There are invalid values in the custom variation')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fix the marked fields before saving.')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.clear(screen.getByLabelText('Waist min %'));
    await user.type(screen.getByLabelText('Waist min %'), '5');
    expect(screen.queryByText('There are invalid values in the custom variation')).not.toBeInTheDocument();
  });

  it('sends centimetres for values typed in inches and opens the saved table', async () => {
    localStorage.setItem('provador.metric', 'false');
    const posted = captureBody('post', '/modelings/', (body) =>
      HttpResponse.json({ ...tops, ...body, id: 7, brandName: null, sizes: ['M'] }, { status: 201 }),
    );
    server.use(http.get(`${API}/modelings/single/7`, () => HttpResponse.json({ ...tops, ...posted[0], id: 7 })));
    const user = userEvent.setup();
    const where = renderEditor(newTable(['chest', 'weight']));

    await user.type(await screen.findByLabelText(/^Name/), ' Blusas ');
    await user.type(screen.getByLabelText('Size BR, row 1'), 'M');
    await user.type(cell('Chest/Bust', 'Start', 1), '34.5');
    await user.type(cell('Chest/Bust', 'End', 1), '36');
    await user.type(cell('Weight', 'Start', 1), '60');
    await user.type(cell('Weight', 'End', 1), '70');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      name: 'Blusas',
      type: 'clothes',
      clothesType: null,
      ageGroup: 'adult',
      brandId: null,
      gender: 'u',
      ...BR_REGULAR_SETUP,
      static: false,
      measures: ['chest', 'weight'],
      sizeSystems: ['BR'],
      variations: {},
      rows: [{ labels: { BR: 'M' }, measures: { chest: range(87.63, 91.44), weight: range(60, 70) } }],
    });
    expect(await screen.findByText('Table saved')).toBeInTheDocument();
    await waitFor(() => expect(where.location?.pathname).toBe('/table/single/7'));
  });

  it('shows inches to 4 decimals and keeps the centimetres when the unit goes back and forth', async () => {
    serveTops();
    const put = captureBody('put', '/modelings/single/5', (body) => HttpResponse.json({ ...tops, ...body }));
    const user = userEvent.setup();
    renderEditor('/table/single/5');

    expect(await screen.findByDisplayValue('Blusas')).toBeInTheDocument();
    expect(cell('Chest/Bust', 'End', 1)).toHaveValue('88');
    await user.click(screen.getByRole('button', { name: 'in' }));
    expect(cell('Chest/Bust', 'End', 1)).toHaveValue('34.6457');
    expect(screen.getByRole('columnheader', { name: 'Chest/Bust (in)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'cm' }));
    await user.click(screen.getByRole('button', { name: 'in' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(put).toHaveLength(1));
    expect((put[0].rows as typeof tops.rows).map((r) => r.measures.chest)).toEqual(
      tops.rows.map((r) => r.measures.chest),
    );
  });

  it('marks the cells the server refuses', async () => {
    serveTops();
    captureBody('put', '/modelings/single/5', () =>
      HttpResponse.json(
        {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'Some fields are invalid.',
          details: [
            { field: 'rows.1.measures.waist', code: 'END_BELOW_START', message: 'The end is below the start.' },
          ],
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderEditor('/table/single/5');

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(cell('Waist', 'Start', 2)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Some fields are invalid. Check them and try again.')).toBeInTheDocument();
    expect(cell('Waist', 'Start', 1)).not.toHaveAttribute('aria-invalid');
  });

  it('grades a measure, shifts the selected sizes and removes a size system after confirmation', async () => {
    const user = userEvent.setup();
    renderEditor(newTable(['chest']));
    await user.click(await screen.findByRole('button', { name: 'Add size' }));
    await user.click(screen.getByRole('button', { name: 'Add size' }));

    await user.click(screen.getByRole('button', { name: 'Grading' }));
    let dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Start of the first size (cm)'), '80');
    await user.type(within(dialog).getByLabelText('End of the first size (cm)'), '84');
    await user.type(within(dialog).getByLabelText('Step (cm)'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Fill' }));
    expect([1, 2, 3].map((row) => cell('Chest/Bust', 'End', row).value)).toEqual(['84', '88', '92']);

    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    await user.click(screen.getByRole('button', { name: 'Grading' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'Increase or decrease' }));
    expect(within(dialog).getByText('Applies to the 1 selected size.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Step (cm)'), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Decrease' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect([1, 2, 3].map((row) => cell('Chest/Bust', 'Start', row).value)).toEqual(['80', '82.5', '88']);

    await user.click(screen.getByRole('button', { name: 'Add size system' }));
    await user.click(await screen.findByRole('menuitem', { name: 'US' }));
    await user.type(screen.getByLabelText('Size US, row 1'), 'S');
    await user.click(screen.getByRole('button', { name: 'Remove size system US' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove size system US?' });
    expect(screen.getByLabelText('Size US, row 1')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByLabelText('Size US, row 1')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Remove size system BR' })).not.toBeInTheDocument();
  });

  it('recommends a size from the table being edited', async () => {
    serveTops();
    const user = userEvent.setup();
    renderEditor('/table/single/5');
    const simulation = await screen.findByRole('region', { name: 'Try it' });

    await user.type(within(simulation).getByLabelText('Chest/Bust (cm)'), '90');
    expect(within(simulation).getByRole('status', { name: 'Recommended size' })).toHaveTextContent('M');
    const fits = within(simulation).getByRole('table', { name: 'Fit by size and measure' });
    expect(
      within(within(fits).getByRole('rowheader', { name: 'M' }).closest('tr')!).getByText('Fits'),
    ).toBeInTheDocument();
    expect(
      within(within(fits).getByRole('rowheader', { name: 'G' }).closest('tr')!).getByText('Loose 5.3%'),
    ).toBeInTheDocument();

    // Unsaved edits count at once: G now starts at 90, and between two fitting sizes the larger one wins.
    await user.clear(cell('Chest/Bust', 'Start', 3));
    await user.type(cell('Chest/Bust', 'Start', 3), '90');
    expect(within(simulation).getByRole('status', { name: 'Recommended size' })).toHaveTextContent('G');
  });
});
