import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, expect } from 'vitest';
import { freePort } from '../../server/net/freePort.js';
import { latestPasswordLink } from '../mailOutbox.js';
import { basic, type TestContext } from './harness.js';
import { until } from './until.js';

/** Where the app under test writes its mail (no SMTP_URL in tests). */
export const outboxOf = (t: TestContext) => join(t.config.dataDir, 'outbox');

/** Empties the outbox before each test: the app's data folder lives as long as the file's tests. */
export const emptyOutboxEachTest = (t: TestContext) =>
  beforeEach(() => rm(outboxOf(t), { recursive: true, force: true }));

/** The token of the latest set-password link mailed to this address, waiting for the mail if need be. */
export async function mailedToken(t: TestContext, email: string, after?: string): Promise<string> {
  let link: string | undefined;
  await until(async () => {
    link = await latestPasswordLink(outboxOf(t), email);
    return link !== undefined && link !== after;
  }, `a set-password link mailed to ${email}`);
  expect(link!.startsWith(`${t.config.appUrl}/set-password#token=`)).toBe(true);
  return link!.split('#token=')[1]!;
}

export const setPassword = (t: TestContext, token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/password/reset', payload: { token, password } });

export const signIn = (t: TestContext, email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/api/v1/me', remoteAddress, headers: { authorization: basic(email, password) } });

/** A password that passes the rules (long, not common, not the e-mail). */
export const GOOD_PASSWORD = 'linen tape measure 42';

/** An SMTP_URL where nothing listens (a port free a moment ago): a mail server that refuses every message. */
export const refusingMailServer = async () => `smtp://127.0.0.1:${await freePort('127.0.0.1')}`;

/** The answer to an invitation whose e-mail was not sent. */
export function expectMailNotSent(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(502);
  expect(res.json()).toEqual({
    statusCode: 502,
    code: 'MAIL_NOT_SENT',
    message: 'The invitation e-mail could not be sent: nothing was changed. Check the mail settings and try again.',
  });
}
