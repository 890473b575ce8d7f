import { describe, expect, it } from 'vitest';
import { BCP47 } from '../../src/i18n/intlLocale';
import { formatMeasure, formatNumber, formatPercent, localeNumberReplace } from '../../src/i18n/numbers';
import type { Locale } from '../../src/i18n/messages/types';

// Intl separates French thousands with a narrow no-break space and a percent sign with a no-break space (Spanish and French).
const NNBSP = '\u202f';
const NBSP = '\u00a0';

const EXPECTED: Record<Locale, { count: string; decimal: string; measure: string; percent: string }> = {
  ptBR: { count: '1.891', decimal: '84,5', measure: '1234,5', percent: '12,5%' },
  en: { count: '1,891', decimal: '84.5', measure: '1234.5', percent: '12.5%' },
  es: { count: '1891', decimal: '84,5', measure: '1234,5', percent: `12,5${NBSP}%` },
  fr: { count: `1${NNBSP}891`, decimal: '84,5', measure: '1234,5', percent: `12,5${NBSP}%` },
};

describe('numbers in the interface language', () => {
  for (const [locale, expected] of Object.entries(EXPECTED) as [Locale, (typeof EXPECTED)[Locale]][]) {
    const tag = BCP47[locale];

    it(`writes counts, decimals, measures and percentages the way ${locale} does`, () => {
      expect(formatNumber(1891, tag)).toBe(expected.count);
      expect(formatNumber(84.5, tag)).toBe(expected.decimal);
      expect(formatMeasure(1234.5, tag)).toBe(expected.measure);
      expect(formatMeasure(33.070866, tag)).toBe(expected.decimal === '84.5' ? '33.0709' : '33,0709');
      expect(formatPercent(0.125, tag)).toBe(expected.percent);
    });

    it(`writes the numbers given to a text the way ${locale} does, leaving other values alone`, () => {
      const replace = localeNumberReplace(() => tag);
      const values: Record<string, unknown> = { smart_count: 1891, name: '2024', ratio: 84.5 };
      const text = replace.call(
        '%{smart_count} produtos, %{ratio}, %{name}, %{missing}',
        /%\{(.*?)\}/g,
        (expression, argument) => (argument in values ? values[argument] : expression),
      );
      expect(text).toBe(`${expected.count} produtos, ${expected.decimal}, 2024, %{missing}`);
    });
  }
});
