import { ALL_MEASURES, FEMALE_ONLY_MEASURES, type Measure } from '../../../../domain/measures';

export interface MeasureOption {
  measure: Measure;
  /** The measure's name in the interface language. */
  label: string;
  femaleOnly: boolean;
}

/** Options in the given order, labelled with `app.measures.<measure>`. */
export function measureOptions(measures: readonly Measure[], translate: (key: string) => string): MeasureOption[] {
  return measures.map((measure) => ({
    measure,
    label: translate(`app.measures.${measure}`),
    femaleOnly: (FEMALE_ONLY_MEASURES as readonly string[]).includes(measure),
  }));
}

// Accents are folded too, so "torax" finds "Tórax" on keyboards where accents are awkward to type.
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** Options whose translated label contains the typed text, ignoring case; a blank filter keeps them all. */
export function filterMeasures(options: readonly MeasureOption[], text: string): MeasureOption[] {
  const wanted = fold(text.trim());
  if (!wanted) return [...options];
  return options.filter((option) => fold(option.label).includes(wanted));
}

/** The chosen measures in display order (body measures first), whatever order they were ticked in. */
export function inDisplayOrder(selected: ReadonlySet<string>): Measure[] {
  return ALL_MEASURES.filter((measure) => selected.has(measure));
}
