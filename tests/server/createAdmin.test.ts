import { describe, expect, it } from 'vitest';
import { createAdmin, parseAdminInput } from '../../server/scripts/createAdmin.js';
import { signInAs, useTestApp } from './harness.js';

const CHEAP = { N: 1024, r: 8, p: 1 };

function capture() {
  const lines = { log: [] as string[], error: [] as string[] };
  return { lines, out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) } };
}

describe('create-admin input', () => {
  it('reads e-mail and password from options or from the environment', () => {
    expect(parseAdminInput(['--email', 'a@b.example', '--password', 'pw-12345'], {})).toEqual({
      email: 'a@b.example',
      password: 'pw-12345',
    });
    expect(parseAdminInput(['--email=a@b.example', '--password=p=w', '--name', 'Ana'], {})).toEqual({
      email: 'a@b.example',
      password: 'p=w',
      name: 'Ana',
    });
    expect(parseAdminInput([], { ADMIN_EMAIL: 'env@b.example', ADMIN_PASSWORD: 'env-pass' })).toMatchObject({
      email: 'env@b.example',
      password: 'env-pass',
    });
    expect(
      parseAdminInput(['--email', 'arg@b.example'], { ADMIN_EMAIL: 'env@b.example', ADMIN_PASSWORD: 'env-pass' }),
    ).toMatchObject({ email: 'arg@b.example', password: 'env-pass' });
  });

  it('explains what is missing or unknown', () => {
    expect(() => parseAdminInput(['--email', 'a@b.example'], {})).toThrow(
      /e-mail and a password are required[\s\S]*Usage/,
    );
    expect(() => parseAdminInput(['--email'], {})).toThrow(/--email needs a value/);
    expect(() => parseAdminInput(['--mail', 'a@b.example'], {})).toThrow(/Unknown argument "--mail"/);
  });
});

describe('createAdmin', () => {
  const t = useTestApp();

  it('creates an administrator who must accept the terms at first sign-in', async () => {
    const { lines, out } = capture();
    const code = await createAdmin(t.db, { email: 'Boss@Provador.test', password: 'boss-password' }, out, CHEAP);
    expect(code).toBe(0);
    expect(lines.log.join('\n')).toMatch(/Administrator boss@provador\.test created/);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'boss@provador.test')
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('administrator');
    expect(row.accepted_privacy_policy_at).toBeNull();
    expect(row.accepted_use_terms_at).toBeNull();
    const signIn = await signInAs(t, 'boss@provador.test', 'boss-password');
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe('TERMS_NOT_ACCEPTED');
  });

  it('fails with a clear message on a duplicate e-mail or bad input', async () => {
    const dup = capture();
    expect(await createAdmin(t.db, { email: t.fx.emails.moderator, password: 'boss-password' }, dup.out, CHEAP)).toBe(
      1,
    );
    expect(dup.lines.error.join('\n')).toMatch(/already exists/);
    const bad = capture();
    expect(await createAdmin(t.db, { email: 'nope', password: 'a,long,password' }, bad.out, CHEAP)).toBe(1);
    expect(bad.lines.error.join('\n')).toMatch(/email: .*\n.*password: .*comma/);
    const admins = await t.db.selectFrom('users').select('email').where('role', '=', 'administrator').execute();
    expect(admins).toEqual([{ email: t.fx.emails.administrator }]);
  });
});
