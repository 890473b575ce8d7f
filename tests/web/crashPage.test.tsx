import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../src/components/pageReload';
import { CrashPage } from '../../src/layout/CrashPage';
import { server } from './mswServer';
import { renderShell } from './shellTestUtils';

vi.mock('../../src/components/pageReload', () => ({ reloadPage: vi.fn() }));

function crashWithStack(stack: string): Error {
  const error = new Error('boom');
  error.stack = stack;
  return error;
}

describe('CrashPage', () => {
  it('posts one report with the location and the stack, says so, and reloads at the root', async () => {
    const bodies: Array<{ text: string; location: string }> = [];
    server.use(
      http.post('/api/v1/crash-reports', async ({ request }) => {
        expect(request.headers.get('X-Session-Id')).toBeNull();
        bodies.push((await request.json()) as { text: string; location: string });
        return new HttpResponse(null, { status: 202 });
      }),
    );
    window.history.replaceState(null, '', '/orders?page=2');

    renderShell(<CrashPage error={crashWithStack('Error: boom\n    at OrderList (OrderList.tsx:12:3)')} />);

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('A report of the error was logged for our team.')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].location).toBe('/orders?page=2');
    const [joke, location, ...stack] = bodies[0].text.split('\n');
    expect(joke.length).toBeGreaterThan(10);
    expect(location).toBe('Location: /orders?page=2');
    expect(stack.join('\n')).toBe('Error: boom\n    at OrderList (OrderList.tsx:12:3)');

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledWith('/');
  });

  it('truncates a huge stack to the 20000 characters the API accepts', async () => {
    let text = '';
    server.use(
      http.post('/api/v1/crash-reports', async ({ request }) => {
        text = ((await request.json()) as { text: string }).text;
        return new HttpResponse(null, { status: 202 });
      }),
    );
    renderShell(<CrashPage error={crashWithStack(`Error: deep\n${'    at f (x.js:1:1)\n'.repeat(5000)}`)} />);
    await waitFor(() => expect(text).not.toBe(''));
    expect(text).toHaveLength(20000);
  });

  it('still shows the page when the report cannot be sent', async () => {
    let attempts = 0;
    server.use(
      http.post('/api/v1/crash-reports', () => {
        attempts += 1;
        return HttpResponse.error();
      }),
    );
    renderShell(<CrashPage error="not even an Error" />);
    await waitFor(() => expect(attempts).toBe(1));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
  });
});
