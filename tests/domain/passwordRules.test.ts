import { describe, expect, it } from 'vitest';
import { accountMailTexts } from '../../domain/accountMailTexts';
import { accountState } from '../../domain/accountStates';
import { isCommonPassword } from '../../domain/commonPasswords';
import { passwordLength, passwordProblem } from '../../domain/passwordRules';

const rule = (password: string, email?: string) => passwordProblem(password, isCommonPassword, email)?.code ?? null;

describe('password rules (NIST SP 800-63B)', () => {
  it('asks for 10 to 128 characters, counted as people count them', () => {
    expect(rule('')).toBe('REQUIRED');
    expect(rule('nine char')).toBe('MINLENGTH');
    expect(passwordProblem('nine char', () => false)?.params).toEqual({ min: 10 });
    expect(rule('ten chars!')).toBeNull();
    expect(rule('x'.repeat(128))).toBeNull();
    expect(rule('x'.repeat(129))).toBe('MAXLENGTH');
    // Ten emoji are ten characters, though JavaScript counts twenty code units.
    expect(passwordLength('🙂'.repeat(10))).toBe(10);
    expect(rule('🙂'.repeat(10))).toBeNull();
  });

  it('sets no composition rule: a lower-case passphrase passes, as any mix of characters does', () => {
    expect(rule('correct horse battery staple')).toBeNull();
    expect(rule('ÇÃO-ção-ção-ção')).toBeNull();
  });

  it("refuses the most common passwords whatever their case, and the account's own e-mail", () => {
    expect(isCommonPassword('1234567890')).toBe(true);
    // Past the ten thousand most common that the web app carries: the server's list is the whole one.
    expect(isCommonPassword('BlackBerry')).toBe(true);
    expect(rule('QwertyUiop')).toBe('COMMON_PASSWORD');
    expect(rule('Ana@Loja.example', 'ana@loja.example')).toBe('PASSWORD_IS_EMAIL');
    expect(rule('ana.marques', 'ana.marques@loja.example')).toBe('PASSWORD_IS_EMAIL');
  });

  it('refuses a comma, which the login form cannot send', () => {
    expect(rule('one, two, three')).toBe('COMMA');
  });
});

describe('account states and mail texts', () => {
  it('derives the state from the password and the disabling', () => {
    expect(accountState({ disabled: false, hasPassword: false })).toBe('invited');
    expect(accountState({ disabled: false, hasPassword: true })).toBe('active');
    expect(accountState({ disabled: true, hasPassword: true })).toBe('disabled');
  });

  it("writes the e-mails in the store's or page's language, English when it has none", () => {
    const link = 'https://provador.example/set-password#token=abc';
    expect(accountMailTexts('ptPT').reset({ link, minutes: 60 })).toContain('válido por 60 minutos');
    expect(accountMailTexts('fr').invitation({ name: 'Léa', place: 'Loja', link, hours: 72 })).toContain('Bonjour Léa');
    expect(accountMailTexts('de').resetSubject).toBe('Provador: password reset');
  });
});
