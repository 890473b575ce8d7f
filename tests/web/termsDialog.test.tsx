import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TermsDialog } from '../../src/custom/terms/TermsDialog';
import { hasReadTerms } from '../../src/custom/terms/termsScroll';
import { basicHeader } from '../../src/providers/httpClient';
import { renderWithAdmin } from './authTestUtils';
import { server } from './mswServer.js';

const CONTENT_HEIGHT = 3000;

describe('hasReadTerms', () => {
  it.each([
    [0, 3000, false],
    [2350, 3000, false], // 2350 + 400 = 2750, not past 3000 - 250
    [2351, 3000, true],
    [0, 600, true], // a text that fits the box needs no scrolling
  ])('scrollTop %i of %i -> %s', (scrollTop, scrollHeight, expected) => {
    expect(hasReadTerms(scrollTop, scrollHeight)).toBe(expected);
  });
});

describe('TermsDialog', () => {
  beforeEach(() => {
    // the test DOM lays nothing out; the terms text is as tall as a real one.
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(CONTENT_HEIGHT);
  });
  afterEach(() => vi.restoreAllMocks());

  function open() {
    const onClose = vi.fn();
    renderWithAdmin(
      <TermsDialog
        open
        email="novo@loja.com"
        password="segredo123"
        supportEmail="help@provador.com"
        onClose={onClose}
      />,
    );
    return onClose;
  }

  function scrollTextTo(scrollTop: number) {
    const text = screen.getByRole('region', { name: 'Text of the Privacy Policy and Terms of Use' });
    Object.defineProperty(text, 'scrollTop', { value: scrollTop, configurable: true });
    fireEvent.scroll(text);
  }

  it('shows the full text with the support address', () => {
    open();
    const text = screen.getByRole('region', { name: 'Text of the Privacy Policy and Terms of Use' });
    for (const title of ['1. Overview', '4. Data collected', '6. Sharing', '8. Contact']) {
      expect(text).toHaveTextContent(title);
    }
    expect(text).toHaveTextContent('can be sent to help@provador.com.');
  });

  it('enables the checkbox only near the end of the text, and Accept only once checked', async () => {
    open();
    const checkbox = screen.getByRole('checkbox', { name: /I have read and accept/ });
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(checkbox).toBeDisabled();
    expect(accept).toBeDisabled();
    scrollTextTo(1000);
    expect(checkbox).toBeDisabled();
    scrollTextTo(2500);
    expect(checkbox).toBeEnabled();
    expect(accept).toBeDisabled();
    await userEvent.click(checkbox);
    expect(accept).toBeEnabled();
  });

  it('records the acceptance with the login credentials, tells the user to sign in and closes', async () => {
    const seen: { authorization: string | null; body: unknown }[] = [];
    server.use(
      http.patch('/api/v1/users/terms', async ({ request }) => {
        seen.push({ authorization: request.headers.get('Authorization'), body: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const onClose = open();
    scrollTextTo(2500);
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Terms accepted! Now sign in with your e-mail and password.')).toBeInTheDocument();
    expect(seen).toEqual([
      {
        authorization: basicHeader('novo@loja.com', 'segredo123'),
        body: { acceptedPrivacyPolicy: true, acceptedUseTerms: true },
      },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a generic error and stays open when the acceptance fails', async () => {
    server.use(
      http.patch('/api/v1/users/terms', () =>
        HttpResponse.json({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'x' }, { status: 401 }),
      ),
    );
    const onClose = open();
    scrollTextTo(2500);
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Error while performing action.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('warns that the terms must be accepted when declined', async () => {
    const onClose = open();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Accept the Terms of Use and Privacy and try again')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
