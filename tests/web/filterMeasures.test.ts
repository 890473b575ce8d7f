import { describe, expect, it } from 'vitest';
import { BODY_MEASURES, GARMENT_MEASURES } from '../../domain/measures.js';
import { filterMeasures, inDisplayOrder, measureOptions } from '../../src/resources/modelings/setup/filterMeasures.js';
import { modelingsMessages } from './i18nAreas.js';
import type { Locale, MessageTree } from '../../src/i18n/messages/types.js';

/** Looks a dotted key up in one language's texts, like polyglot does. */
const translatorFor = (locale: Locale) => (key: string) => {
  let node: string | MessageTree | undefined = modelingsMessages[locale];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No text for ${key}`);
  return node;
};

const labelsOf = (options: { label: string }[]) => options.map((o) => o.label);

describe('measure filter', () => {
  const ptBR = measureOptions([...BODY_MEASURES, ...GARMENT_MEASURES], translatorFor('ptBR'));

  it('matches a part of the translated label in any case', () => {
    expect(labelsOf(filterMeasures(ptBR, 'CINT'))).toEqual(['Cintura', 'Cintura superior', 'Cintura inferior']);
    expect(labelsOf(filterMeasures(ptBR, '  palmilha '))).toEqual(['Comprimento da palmilha', 'Largura da palmilha']);
    expect(filterMeasures(ptBR, 'waist')).toEqual([]);
  });

  it('ignores accents, so an unaccented search still finds the label', () => {
    expect(labelsOf(filterMeasures(ptBR, 'torax'))).toEqual(['Busto/Tórax']);
  });

  it('keeps every measure for a blank filter and marks the female-only one', () => {
    expect(filterMeasures(ptBR, '   ')).toHaveLength(BODY_MEASURES.length + GARMENT_MEASURES.length);
    expect(ptBR.filter((o) => o.femaleOnly).map((o) => o.measure)).toEqual(['underBust']);
  });

  it('gives the chosen measures in display order, body measures first', () => {
    expect(inDisplayOrder(new Set(['insoleLength', 'hip', 'biceps', 'chest']))).toEqual([
      'chest',
      'hip',
      'biceps',
      'insoleLength',
    ]);
  });
});
