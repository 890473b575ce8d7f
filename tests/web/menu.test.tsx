import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/messages/types';
import { Menu } from '../../src/layout/Menu';
import { renderShell } from './shellTestUtils';

const storeEntries = [
  'Products', 'Measurement table', 'Brands', 'Categories', 'Orders', 'Reports', 'Unknown products',
];

describe('Menu', () => {
  it('shows a store user the store screens only, without settings or the Customer Success group', async () => {
    renderShell(<Menu />, { role: 'store' });
    for (const name of storeEntries) expect(await screen.findByRole('menuitem', { name })).toBeInTheDocument();
    expect(screen.getByText('Store')).toBeInTheDocument();
    expect(screen.queryByText('Customer Success')).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Store settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Health dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Provider brands' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveAttribute('href', '/logout');
  });

  it('shows a moderator the Customer Success group without provider categories', async () => {
    renderShell(<Menu />, { role: 'moderator' });
    expect(await screen.findByText('Customer Success')).toBeInTheDocument();
    for (const name of ['Health dashboard', 'Integration queue', 'Provider brands', 'Provider table', 'Size style']) {
      expect(screen.getByRole('menuitem', { name })).toBeInTheDocument();
    }
    // Store settings in the store group, global settings in Customer Success.
    expect(screen.getByRole('menuitem', { name: 'Store settings' })).toHaveAttribute('href', '/tenant-settings');
    expect(screen.getByRole('menuitem', { name: 'Global settings' })).toHaveAttribute('href', '/admin-settings');
    expect(screen.queryByRole('menuitem', { name: 'Provider categories' })).not.toBeInTheDocument();
  });

  it('shows an administrator provider categories too', async () => {
    renderShell(<Menu />, { role: 'administrator' });
    expect(await screen.findByRole('menuitem', { name: 'Provider categories' })).toHaveAttribute(
      'href',
      '/strong-categories',
    );
    expect(screen.getByRole('menuitem', { name: 'Health dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  for (const locale of LOCALES) {
    it(`gives every entry of an administrator's menu its own name in ${locale}`, async () => {
      renderShell(<Menu />, { role: 'administrator', locale });
      // Eight store entries, seven Customer Success ones, logging out.
      await waitFor(() => expect(screen.getAllByRole('menuitem')).toHaveLength(16));
      const names = screen.getAllByRole('menuitem').map((entry) => entry.textContent);
      expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    });
  }
});
