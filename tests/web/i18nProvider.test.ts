import { beforeEach, describe, expect, it, vi } from 'vitest';

// The provider reads the stored language when its module loads, so each test loads it afresh.
async function loadProvider() {
  vi.resetModules();
  return (await import('../../src/i18n/index')).i18nProvider;
}

beforeEach(() => localStorage.clear());

describe('i18nProvider', () => {
  it('starts in Brazilian Portuguese by default', async () => {
    const i18n = await loadProvider();
    expect(i18n.getLocale()).toBe('ptBR');
    expect(i18n.translate('ra.action.save')).toBe('Salvar');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('starts in the language kept in provador.locale and keeps a new choice there', async () => {
    localStorage.setItem('provador.locale', 'fr');
    const i18n = await loadProvider();
    expect(i18n.getLocale()).toBe('fr');
    expect(i18n.translate('app.crash.reload')).toBe('Recharger');

    await i18n.changeLocale('es');
    expect(i18n.translate('app.crash.reload')).toBe('Recargar');
    expect(localStorage.getItem('provador.locale')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('ignores an unknown stored language and refuses to switch to one', async () => {
    localStorage.setItem('provador.locale', 'klingon');
    const i18n = await loadProvider();
    expect(i18n.getLocale()).toBe('ptBR');
    await expect(i18n.changeLocale('klingon')).rejects.toThrow();
    expect(i18n.getLocale()).toBe('ptBR');
  });

  it('lists the four languages by their own names', async () => {
    const { getLocales } = await import('../../src/i18n/index');
    expect(getLocales()).toEqual([
      { locale: 'ptBR', name: 'Português (Brasil)' },
      { locale: 'en', name: 'English' },
      { locale: 'es', name: 'Español' },
      { locale: 'fr', name: 'Français' },
    ]);
  });

  it('writes the numbers given to a text the way the interface language does', async () => {
    const i18n = await loadProvider();
    expect(i18n.translate('app.csvImport.inserted', { smart_count: 1891 })).toBe('1.891 produtos inseridos');
    await i18n.changeLocale('en');
    expect(i18n.translate('app.csvImport.inserted', { smart_count: 1891 })).toBe('1,891 products inserted');
    expect(i18n.translate('app.csvImport.inserted', { smart_count: 1 })).toBe('1 product inserted');
    await i18n.changeLocale('fr');
    expect(i18n.translate('app.csvImport.inserted', { smart_count: 1891 })).toMatch(/^1\u202f891 /);
  });
});
