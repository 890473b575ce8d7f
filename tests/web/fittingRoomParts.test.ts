import { describe, expect, it } from 'vitest';
import { storefrontApiOf } from '../../fitting-room/config';
import { trackedOrder } from '../../fitting-room/orders';
import { productPermalink } from '../../fitting-room/permalink';
import {
  forgetRecommendations,
  readProfile,
  recommendationsFor,
  rememberRecommendation,
  writeProfile,
} from '../../fitting-room/storage';
import { pickLanguage } from '../../fitting-room/texts';
import { fromMetric, parseTyped, toMetric } from '../../fitting-room/units';

const DAY = 86_400_000;

function snippetScript(attributes: Record<string, string>) {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
}

describe('fitting room: the snippet', () => {
  it("calls the storefront API of the store key, at the script's own origin", () => {
    const script = snippetScript({ src: 'https://app.example/fitting-room/4.1.0.js', 'data-provador-key': 'k 1' });
    expect(storefrontApiOf(script)).toBe('https://app.example/api/v1/storefront/k%201');
  });

  it("reads an older snippet's key among the settings it carried (which the script no longer reads)", () => {
    const script = snippetScript({
      src: 'https://app.example/fitting-room/4.0.0.js',
      'data-provador-key': 'k2',
      'data-language': 'es',
      'data-memorize-sizes': 'true',
      'data-add-to-cart': '#buy',
    });
    expect(storefrontApiOf(script)).toBe('https://app.example/api/v1/storefront/k2');
  });

  it('starts nothing without a key or an address', () => {
    expect(storefrontApiOf(snippetScript({ src: 'https://app.example/fitting-room/4.1.0.js' }))).toBeNull();
    expect(storefrontApiOf(snippetScript({ 'data-provador-key': 'k' }))).toBeNull();
    expect(storefrontApiOf(null)).toBeNull();
  });
});

describe('fitting room: the product of the page', () => {
  it('takes the canonical link, as the catalogue lists it', () => {
    const doc = document.implementation.createHTMLDocument('p');
    const link = doc.createElement('link');
    link.rel = 'canonical';
    link.href = 'https://loja.example/produto/saia-10?cor=azul';
    doc.head.append(link);
    expect(productPermalink(doc)).toBe('https://loja.example/produto/saia-10?cor=azul');
  });

  it("else the page's address without its query and fragment", () => {
    window.history.replaceState(null, '', '/produto/blusa-2?utm_source=x#top');
    expect(productPermalink(document)).toBe(`${window.location.origin}/produto/blusa-2`);
  });
});

describe('fitting room: language', () => {
  it("speaks the page's language when it is one of the four, else the store's, else Portuguese", () => {
    expect(pickLanguage('ptBR', 'fr-FR')).toBe('fr');
    expect(pickLanguage('es', 'de')).toBe('es');
    expect(pickLanguage('ptPT', null)).toBe('pt');
    expect(pickLanguage('', '')).toBe('pt');
  });
});

describe('fitting room: units', () => {
  it('sends centimetres and kilograms whatever the shopper typed in', () => {
    expect(toMetric('chest', 36, 'in')).toBe(91.4);
    expect(toMetric('weight', 150, 'in')).toBe(68);
    expect(toMetric('waist', 72.5, 'cm')).toBe(72.5);
    expect(fromMetric('chest', 91.44, 'in')).toBe(36);
    expect(fromMetric('weight', 68.04, 'in')).toBe(150);
  });

  it('reads a comma or a point, and refuses what is not a number', () => {
    expect(parseTyped(' 91,5 ')).toBe(91.5);
    expect(parseTyped('91.5')).toBe(91.5);
    expect(parseTyped('9a')).toBeNaN();
    expect(parseTyped('-3')).toBeNaN();
    expect(parseTyped('')).toBeNaN();
  });
});

describe('fitting room: what the browser keeps', () => {
  it('keeps the last recommendation of each product for 30 days, and forgets those an order named', () => {
    const now = Date.now();
    rememberRecommendation('https://s/a', { id: 1, profileCode: 'p', at: now - 31 * DAY });
    rememberRecommendation('https://s/b', { id: 2, profileCode: 'p', at: now });
    rememberRecommendation('https://s/b', { id: 3, profileCode: 'p', at: now });
    rememberRecommendation('https://s/c', { id: 4, profileCode: 'p', at: now });
    expect([...recommendationsFor(['https://s/a', 'https://s/b', 'https://s/c'], now).entries()]).toEqual([
      ['https://s/b', { id: 3, profileCode: 'p', at: now }],
      ['https://s/c', { id: 4, profileCode: 'p', at: now }],
    ]);
    forgetRecommendations(['https://s/b'], now);
    expect([...recommendationsFor(['https://s/b', 'https://s/c'], now).keys()]).toEqual(['https://s/c']);
    expect(document.cookie).toBe('');
  });

  it('reads back a memorized profile, and nothing from a damaged one', () => {
    writeProfile({ profileCode: 'abc', unit: 'in', measures: { chest: 90 } });
    expect(readProfile()).toEqual({ profileCode: 'abc', unit: 'in', measures: { chest: 90 } });
    localStorage.setItem('provador.profile', '{not json');
    expect(readProfile()).toBeNull();
  });
});

describe('fitting room: order tracker', () => {
  it("names each item's recommendation and marks the order as helped by the fitting room", () => {
    const received = new Map([['https://s/a', { id: 7, profileCode: 'prof', at: 0 }]]);
    const item = { name: 'Saia', size: 'M', price: 99.9, quantity: 1 };
    const order = trackedOrder(
      {
        orderId: 'A1',
        items: [
          { ...item, permalink: 'https://s/a' },
          { ...item, permalink: 'https://s/b' },
        ],
      },
      { country: 'br', currency: 'brl' },
      received,
      new Date('2026-11-27T10:00:00Z'),
    );
    expect(order).toEqual({
      orderId: 'A1',
      orderedAt: '2026-11-27T10:00:00.000Z',
      country: 'BR',
      currency: 'BRL',
      fittingRoomUsed: true,
      profileCode: 'prof',
      items: [
        { ...item, permalink: 'https://s/a', recommendationId: 7 },
        { ...item, permalink: 'https://s/b' },
      ],
    });
  });

  it('sends an order without recommendations as one the fitting room did not help', () => {
    const order = trackedOrder(
      {
        orderId: 'A2',
        items: [{ permalink: 'https://s/x', name: 'N', size: 'P', price: 1, quantity: 2 }],
        country: 'PT',
      },
      { country: 'BR', currency: 'BRL' },
      new Map(),
    );
    expect(order).toMatchObject({ fittingRoomUsed: false, country: 'PT', currency: 'BRL' });
    expect(order).not.toHaveProperty('profileCode');
  });
});
