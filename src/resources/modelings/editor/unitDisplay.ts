import { isLengthMeasure } from '../../../../domain/measures';
import { cmToIn, inToCm, round4 } from '../../../../domain/units';
import { formatMeasure } from '../../../i18n/numbers';

/**
 * The editor keeps centimetres (kilograms for weight) as the only truth and converts just for display,
 * so switching units back and forth never drifts a stored value.
 */
export const showsInches = (measure: string, metric: boolean) => !metric && isLengthMeasure(measure);

/**
 * A stored value as shown in a cell, written the way the interface language (a BCP 47 tag) writes
 * decimals: inches rounded to 4 decimals when inches are chosen (spec section 5).
 */
export function displayValue(
  stored: number | null | undefined,
  measure: string,
  metric: boolean,
  locale: string,
): string {
  if (stored === null || stored === undefined || !Number.isFinite(stored)) return '';
  return formatMeasure(showsInches(measure, metric) ? cmToIn(stored) : round4(stored), locale);
}

/** What was typed as a number: null for an empty cell, undefined when it is not a number at or above 0. */
export function parseTyped(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  // Portuguese, Spanish and French keyboards write decimals with a comma.
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** A number typed in the unit shown (a value or a grading step), as it is stored. */
export function toStored(typed: number, measure: string, metric: boolean): number {
  return showsInches(measure, metric) ? round4(inToCm(typed)) : typed;
}

/** The unit a measure's values are shown in. */
export function unitOf(measure: string, metric: boolean): 'cm' | 'in' | 'kg' | '' {
  if (measure === 'weight') return 'kg';
  if (!isLengthMeasure(measure)) return '';
  return metric ? 'cm' : 'in';
}
