import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Sidebar } from '../../src/layout/Sidebar';
import { server } from './mswServer';
import { renderShell } from './shellTestUtils';
import { stubWindowWidth } from './windowWidth';

const KEY = 'provador.menuCollapsed';

beforeEach(() => {
  server.use(
    http.get('/api/v1/me/tenants', () =>
      HttpResponse.json({ data: [{ id: 10, name: 'Loja Alfa' }], page: 0, size: 1, total: 1 }),
    ),
  );
});

afterEach(() => vi.unstubAllGlobals());

const renderSidebar = (path: string) =>
  renderShell(
    <Sidebar>
      <div />
    </Sidebar>,
    { role: 'moderator', path },
  );

describe('Sidebar', () => {
  it('starts expanded and keeps the collapse choice across visits', async () => {
    const user = userEvent.setup();
    const first = renderSidebar('/brands');
    await user.click(await screen.findByRole('button', { name: 'Collapse menu' }));
    expect(localStorage.getItem(KEY)).toBe('true');
    expect(first.container.querySelector('.RaSidebar-closed')).not.toBeNull();
    first.unmount();

    const second = renderSidebar('/brands');
    expect(await screen.findByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
    expect(second.container.querySelector('.RaSidebar-closed')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(localStorage.getItem(KEY)).toBe('false');
    expect(second.container.querySelector('.RaSidebar-open')).not.toBeNull();
  });

  it('starts folded on a small laptop until the user unfolds it, and keeps that choice', async () => {
    stubWindowWidth(1024);
    const user = userEvent.setup();
    const first = renderSidebar('/brands');
    expect(await screen.findByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
    expect(first.container.querySelector('.RaSidebar-closed')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(localStorage.getItem(KEY)).toBe('false');
    first.unmount();

    const second = renderSidebar('/brands');
    expect(await screen.findByRole('button', { name: 'Collapse menu' })).toBeInTheDocument();
    expect(second.container.querySelector('.RaSidebar-open')).not.toBeNull();
  });

  it('starts unfolded on a large laptop', async () => {
    stubWindowWidth(1280);
    const { container } = renderSidebar('/brands');
    expect(await screen.findByRole('button', { name: 'Collapse menu' })).toBeInTheDocument();
    expect(container.querySelector('.RaSidebar-open')).not.toBeNull();
  });

  it('is collapsed without a toggle on the health dashboard, leaving the stored choice alone', async () => {
    localStorage.setItem(KEY, 'false');
    const { container } = renderSidebar('/dashboard');
    expect(await screen.findByRole('button', { name: 'Loja Alfa' })).toBeInTheDocument();
    expect(container.querySelector('.RaSidebar-closed')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Expand menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Collapse menu' })).not.toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBe('false');
  });
});
