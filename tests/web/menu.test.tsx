import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/messages/types';
import { Menu } from '../../src/layout/Menu';
import { canAccess } from '../../src/providers/canAccess';
import { MENU_ITEMS } from '../../src/registry/menu';
import { PERMISSIONS, renderShell } from './shellTestUtils';

const storeEntries = ['Products', 'Measurement table', 'Brands', 'Categories', 'Orders', 'Reports', 'Unknown products'];

const administratorEntries = [
  ...MENU_ITEMS.filter((item) => canAccess({ permissions: PERMISSIONS.administrator, ...item })).map((item) => item.to),
  '/logout',
];

describe('Menu', () => {
  it('shows a store user the store screens only, without settings or the Customer Success group', async () => {
    renderShell(<Menu />, { role: 'store' });
    for (const name of storeEntries) expect(await screen.findByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByText('Store')).toBeInTheDocument();
    expect(screen.queryByText('Customer Success')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Store settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Health dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Provider brands' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
  });

  it('shows a moderator the Customer Success group without provider categories', async () => {
    renderShell(<Menu />, { role: 'moderator' });
    expect(await screen.findByText('Customer Success')).toBeInTheDocument();
    for (const name of ['Health dashboard', 'Integration queue', 'Provider brands', 'Provider table', 'Size style']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    // Store settings in the store group, global settings in Customer Success.
    expect(screen.getByRole('link', { name: 'Store settings' })).toHaveAttribute('href', '/tenant-settings');
    expect(screen.getByRole('link', { name: 'Global settings' })).toHaveAttribute('href', '/admin-settings');
    expect(screen.queryByRole('link', { name: 'Provider categories' })).not.toBeInTheDocument();
  });

  it('is site navigation: lists of links named by their group, the current screen marked, no application menu', async () => {
    renderShell(<Menu />, { role: 'moderator', path: '/brands' });
    const store = await screen.findByRole('list', { name: 'Store' });
    expect(screen.getByRole('list', { name: 'Customer Success' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
    const brands = within(store).getByRole('link', { name: 'Brands' });
    expect(brands.parentElement?.tagName).toBe('LI');
    expect(brands).toHaveAttribute('aria-current', 'page');
    expect(within(store).getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current');
  });

  it('shows an administrator provider categories too', async () => {
    renderShell(<Menu />, { role: 'administrator' });
    expect(await screen.findByRole('link', { name: 'Provider categories' })).toHaveAttribute(
      'href',
      '/strong-categories',
    );
    expect(screen.getByRole('link', { name: 'Health dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  for (const locale of LOCALES) {
    it(`gives every entry of an administrator's menu its own name in ${locale}`, async () => {
      renderShell(<Menu />, { role: 'administrator', locale });
      // Every declared entry an administrator may open, in the declared order, then logging out.
      await waitFor(() =>
        expect(screen.getAllByRole('link').map((entry) => entry.getAttribute('href'))).toEqual(administratorEntries),
      );
      const names = screen.getAllByRole('link').map((entry) => entry.textContent);
      expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    });
  }
});
