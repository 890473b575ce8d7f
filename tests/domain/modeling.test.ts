import { describe, expect, it } from 'vitest';
import { INVALID_VARIATION_MESSAGE, validateModeling, type ModelingContent } from '../../domain/modeling';
import { defineMeasure, shiftCells } from '../../domain/grading';
import { cmToIn, inToCm, round4 } from '../../domain/units';

const base = (): ModelingContent => ({
  name: 'Blusas femininas',
  gender: 'f',
  sizeSystem: 'BR',
  measures: ['chest', 'waist'],
  sizeSystems: ['BR'],
  variations: {},
  rows: [
    {
      labels: { BR: 'P' },
      measures: { chest: { initialValue: 84, finalValue: 88 }, waist: { initialValue: 66, finalValue: 70 } },
    },
    {
      labels: { BR: 'M' },
      measures: { chest: { initialValue: 89, finalValue: 94 }, waist: { initialValue: 71, finalValue: 76 } },
    },
  ],
});

describe('table rules', () => {
  it('accepts a well-formed table', () => {
    expect(validateModeling(base())).toEqual([]);
  });

  it('marks the cell whose end is below its start', () => {
    const m = base();
    m.rows[1].measures.waist = { initialValue: 76, finalValue: 71 };
    expect(validateModeling(m)).toEqual([
      { field: 'rows.1.measures.waist', code: 'END_BELOW_START', message: expect.any(String) },
    ]);
  });

  it.each([
    [{ mode: 'RESTRICT' as const, min: -1, max: 5 }],
    [{ mode: 'AMPLE' as const, min: 5, max: 101 }],
    [{ mode: 'RESTRICT' as const }],
    [{ mode: 'AMPLE' as const, min: null, max: null }],
  ])('rejects the custom variation %o', (variation) => {
    const m = base();
    m.variations = { chest: variation };
    expect(validateModeling(m)).toEqual([
      { field: 'variations.chest', code: 'INVALID_VARIATION', message: INVALID_VARIATION_MESSAGE },
    ]);
  });

  it('accepts DISABLED without values and a RESTRICT with one side', () => {
    const m = base();
    m.variations = { chest: { mode: 'DISABLED' }, waist: { mode: 'RESTRICT', max: 10 } };
    expect(validateModeling(m)).toEqual([]);
  });

  it('rejects commas, missing and duplicated size labels, and underBust on a male table', () => {
    const m = base();
    m.name = 'Blusas, verão';
    m.gender = 'm';
    m.measures = ['chest', 'underBust'];
    m.rows[1].labels = { BR: 'p' };
    const codes = validateModeling(m).map((p) => `${p.field}:${p.code}`);
    expect(codes).toEqual(['name:COMMA', 'measures:FEMALE_ONLY', 'rows.1.labels:DUPLICATE']);
  });
});

describe('grading', () => {
  it('defines a measure for every size from a first range and a step', () => {
    const rows = defineMeasure(base().rows.concat({ labels: { BR: 'G' }, measures: {} }), 'hip', 92, 96, 4.5);
    expect(rows.map((r) => r.measures.hip)).toEqual([
      { initialValue: 92, finalValue: 96 },
      { initialValue: 96.5, finalValue: 100.5 },
      { initialValue: 101, finalValue: 105 },
    ]);
  });

  it('increments and decrements chosen cells, never below zero', () => {
    const up = shiftCells(
      base().rows,
      [
        { row: 0, measure: 'chest', bound: 'finalValue' },
        { row: 1, measure: 'waist', bound: 'initialValue' },
      ],
      0.5,
    );
    expect(up[0].measures.chest).toEqual({ initialValue: 84, finalValue: 88.5 });
    expect(up[1].measures.waist).toEqual({ initialValue: 71.5, finalValue: 76 });
    const down = shiftCells(base().rows, [{ row: 0, measure: 'chest', bound: 'initialValue' }], -100);
    expect(down[0].measures.chest.initialValue).toBe(0);
  });
});

describe('units', () => {
  it('rounds inches to 4 decimals and converts back to the same centimetres', () => {
    expect(cmToIn(88)).toBe(34.6457);
    expect(round4(inToCm(cmToIn(88)))).toBeCloseTo(88, 3);
  });
});
