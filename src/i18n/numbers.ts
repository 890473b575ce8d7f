import { useMemo } from 'react';
import { useIntlLocale } from './intlLocale';

const formats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per language and style, built once: building one is far slower than using it. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** A count or a quantity as the language writes it: 1.891 and 84,5 in Portuguese, 1,891 and 84.5 in English. */
export const formatNumber = (value: number, locale: string): string =>
  numberFormat(locale, { maximumFractionDigits: 4 }).format(value);

/**
 * A measure as typed into a field: the language's decimal mark, up to 4 decimals (spec: inches are
 * rounded to 4), and no thousands separator, so that the text reads back as the same number.
 */
export const formatMeasure = (value: number, locale: string): string =>
  numberFormat(locale, { maximumFractionDigits: 4, useGrouping: false }).format(value);

/** A fraction (0.125) as a percentage with one decimal at most: 12,5 % in French, 12.5% in English. */
export const formatPercent = (fraction: number, locale: string): string =>
  numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(fraction);

/** An amount in a currency (ISO 4217) as the language writes it: R$ 1.234,50 in Portuguese, R$1,234.50 in English. */
export const formatMoney = (value: number, currency: string, locale: string): string =>
  numberFormat(locale, { style: 'currency', currency }).format(value);

export interface NumberFormats {
  number: (value: number) => string;
  measure: (value: number) => string;
  percent: (fraction: number) => string;
  money: (value: number, currency: string) => string;
}

/** The formats above in the interface language; screens write every number through these. */
export function useNumberFormat(): NumberFormats {
  const locale = useIntlLocale();
  return useMemo(
    () => ({
      number: (value) => formatNumber(value, locale),
      measure: (value) => formatMeasure(value, locale),
      percent: (fraction) => formatPercent(fraction, locale),
      money: (value, currency) => formatMoney(value, currency, locale),
    }),
    [locale],
  );
}

type Substitute = (expression: string, argument: string) => unknown;

/**
 * polyglot's `replace` option: numbers given to a text (`%{smart_count} products`, `%{total}`) are
 * written the way the current language writes them instead of JavaScript's "1891".
 */
export function localeNumberReplace(locale: () => string) {
  return function replace(this: string, pattern: RegExp, substitute: Substitute): string {
    return String.prototype.replace.call(this, pattern, (expression: string, argument: string) => {
      const value = substitute(expression, argument);
      return typeof value === 'number' ? formatNumber(value, locale()) : String(value);
    });
  };
}
