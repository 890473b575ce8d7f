import { describe, expect, it } from 'vitest';
import { recommend, type EngineTable } from '../../domain/sizeEngine';
import { inToCm } from '../../domain/units';

const row = (size: string, ranges: Record<string, [number, number]>, labels: Record<string, string> = {}) => ({
  size,
  measures: {
    ...Object.fromEntries(Object.entries(ranges).map(([m, [a, b]]) => [m, { initialValue: a, finalValue: b }])),
    ...Object.fromEntries(Object.entries(labels).map(([m, v]) => [m, { value: v }])),
  },
});

// Women's tops, BR sizes, in cm.
const tops: EngineTable = {
  rows: [
    row('P', { chest: [84, 88], waist: [66, 70], hip: [92, 96] }),
    row('M', { chest: [89, 94], waist: [71, 76], hip: [97, 102] }),
    row('G', { chest: [95, 100], waist: [77, 82], hip: [103, 108] }),
    row('GG', { chest: [101, 108], waist: [83, 90], hip: [109, 116] }),
  ],
};

describe('size engine', () => {
  it('recommends the size whose ranges hold the body, and says how each measure fits', () => {
    const r = recommend(tops, { chest: 91, waist: 73, hip: 99 });
    expect(r.recommendedSize).toBe('M');
    expect(r.sizes.find((s) => s.size === 'M')!.measures.chest).toEqual({
      value: 91,
      start: 89,
      end: 94,
      fit: 'fits',
      deviation: 0,
    });
    const p = r.sizes.find((s) => s.size === 'P')!.measures.chest;
    expect(p.fit).toBe('tight');
    expect(p.deviation).toBeCloseTo((91 - 88) / 88, 10);
    expect(r.sizes.find((s) => s.size === 'G')!.measures.chest.fit).toBe('loose');
  });

  it('picks the nearer size for a body between two sizes', () => {
    // chest 94.8: 0.8 above M's end (relative 0.0085), 0.2 below G's start (0.0021) -> G
    expect(recommend(tops, { chest: 94.8 }).recommendedSize).toBe('G');
    expect(recommend(tops, { chest: 94.1 }).recommendedSize).toBe('M');
  });

  it('breaks a tie in favour of the larger size', () => {
    const table: EngineTable = { rows: [row('S', { chest: [80, 90] }), row('L', { chest: [85, 95] })] };
    expect(recommend(table, { chest: 87 }).recommendedSize).toBe('L');
  });

  it('ignores DISABLED and label-type measures', () => {
    const table: EngineTable = {
      rows: [
        row('P', { chest: [84, 88], waist: [60, 62] }, { label1: 'PP' }),
        row('M', { chest: [89, 94], waist: [90, 95] }, { label1: 'M' }),
      ],
      variations: { waist: { mode: 'DISABLED', min: 10, max: 10 } },
    };
    const r = recommend(table, { chest: 86, waist: 93, label1: 5 as never });
    expect(r.recommendedSize).toBe('P');
    expect(Object.keys(r.sizes[0].measures)).toEqual(['chest']);
  });

  it('excludes sizes through RESTRICT measures until none is suitable', () => {
    const table: EngineTable = { ...tops, variations: { waist: { mode: 'RESTRICT', min: 5, max: 5 } } };
    // waist 80 fits G; M's widened waist ends at 76*1.05 = 79.8 -> M unsuitable although chest fits M.
    const r = recommend(table, { chest: 92, waist: 80 });
    expect(r.sizes.find((s) => s.size === 'M')!.suitable).toBe(false);
    expect(r.recommendedSize).toBe('G');
    // waist 95 is beyond GG's widened end (94.5): no size is suitable.
    const none = recommend(table, { chest: 92, waist: 95 });
    expect(none.recommendedSize).toBeNull();
    expect(none.sizes.every((s) => !s.suitable)).toBe(true);
  });

  it('widens AMPLE ranges and only counts their deviation as a penalty', () => {
    const body = { chest: 93, hip: 108 };
    const plain = recommend(tops, body);
    const ample = recommend({ ...tops, variations: { hip: { mode: 'AMPLE', min: 10, max: 10 } } }, body);
    // Plain: M's hip is 6 cm short (.0588) while G's chest is only 2 cm long (.0211) -> G.
    expect(plain.recommendedSize).toBe('G');
    // AMPLE: M's hip widened to 112.2 holds 108, so M fits on every measure.
    expect(ample.recommendedSize).toBe('M');
    expect(ample.sizes.every((s) => s.suitable)).toBe(true);
  });

  it('gives the same answer for a body measured in inches once converted', () => {
    const body = { chest: inToCm(38), waist: inToCm(30), hip: inToCm(40) };
    expect(recommend(tops, body).recommendedSize).toBe('G');
  });

  it('never recommends from a static table, nor from measures the table lacks', () => {
    expect(recommend({ ...tops, static: true }, { chest: 91 }).recommendedSize).toBeNull();
    expect(recommend(tops, { neck: 38 }).recommendedSize).toBeNull();
  });
});
