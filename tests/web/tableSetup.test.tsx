import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { TableSetup } from '../../src/resources/modelings/setup/TableSetup.js';
import { modelingsMessages, shellMessages } from './i18nAreas.js';
import type { Locale } from '../../src/i18n/messages/types.js';
import { i18nIn } from './i18nTestUtils.js';
import { renderWithLocation } from './routerTestUtils.js';

function renderSetup(locale: Locale, state?: unknown) {
  return renderWithLocation(
    { pathname: '/table/setup', state },
    <AdminContext i18nProvider={i18nIn(locale, shellMessages[locale], modelingsMessages[locale])} store={memoryStore()}>
      <TableSetup />
    </AdminContext>,
  );
}

const checkboxNames = () => screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);

describe('measure setup', () => {
  it('narrows both lists by the translated label, ignoring case', async () => {
    const user = userEvent.setup();
    const where = renderSetup('ptBR');

    expect(screen.getByRole('checkbox', { name: 'Busto/Tórax' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Abaixo do busto (somente feminino)' })).not.toBeChecked();
    await user.type(screen.getByRole('searchbox', { name: 'Filtrar medidas' }), 'CINT{Enter}');

    expect(checkboxNames()).toEqual(['Cintura', 'Cintura superior', 'Cintura inferior']);
    expect(screen.getByRole('checkbox', { name: 'Cintura' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Medidas da peça' })).toBeInTheDocument();
    expect(where.location?.pathname).toBe('/table/setup');
  });

  it('filters English labels and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderSetup('en');
    const filter = screen.getByRole('searchbox', { name: 'Filter measures' });

    await user.type(filter, 'waist');
    expect(checkboxNames()).toEqual(['Waist', 'Upper waist', 'Lower waist']);
    await user.clear(filter);
    await user.type(filter, 'coat');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByText('No measure matches the filter.')).toBeInTheDocument();
  });

  it('allows Next only with a measure chosen and opens the new table with the choice in display order', async () => {
    const user = userEvent.setup();
    const where = renderSetup('en', { static: true });
    const next = screen.getByRole('button', { name: 'Next' });

    for (const name of ['Chest/Bust', 'Waist', 'Hip']) await user.click(screen.getByRole('checkbox', { name }));
    expect(next).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('0 measures selected');

    await user.click(screen.getByRole('checkbox', { name: 'Insole length' }));
    await user.type(screen.getByRole('searchbox'), 'neck');
    await user.click(screen.getByRole('checkbox', { name: 'Neck' }));
    expect(next).toBeEnabled();
    await user.click(next);

    expect(where.location?.pathname).toBe('/table/single/new');
    expect(where.location?.state).toEqual({ measures: ['neck', 'insoleLength'], categories: [], static: true });
  });

  it('goes back to the list on Cancel', async () => {
    const user = userEvent.setup();
    const where = renderSetup('en');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(where.location?.pathname).toBe('/table');
  });

  it('opened for a provider table, opens its editor on Next and its list on Cancel', async () => {
    const user = userEvent.setup();
    const where = renderSetup('en', { provider: true });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(where.location?.pathname).toBe('/strong-table/new');
    expect(where.location?.state).toMatchObject({ static: false });

    const other = renderSetup('en', { provider: true });
    await user.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    expect(other.location?.pathname).toBe('/strong-table');
  });
});
