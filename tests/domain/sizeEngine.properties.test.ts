import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { recommend, type EngineTable } from '../../domain/sizeEngine';

/** Increasing ranges for one measure, apart by minGap (0: sizes may touch): a graded table. */
const graded = (minGap: number) =>
  fc
    .record({
      start: fc.integer({ min: 40, max: 120 }),
      width: fc.integer({ min: 1, max: 8 }),
      gap: fc.integer({ min: minGap, max: 6 }),
      count: fc.integer({ min: 2, max: 8 }),
    })
    .map(({ start, width, gap, count }): EngineTable => ({
      rows: Array.from({ length: count }, (_, i) => {
        const a = start + i * (width + gap);
        return { size: String(i), measures: { chest: { initialValue: a, finalValue: a + width } } };
      }),
    }));
const gradedTable = graded(0);

describe('size engine properties', () => {
  it('moving the only measure up never recommends a smaller size', () => {
    fc.assert(
      fc.property(
        gradedTable,
        fc.double({ min: 20, max: 200, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        (table, value, step) => {
          const before = Number(recommend(table, { chest: value }).recommendedSize);
          const after = Number(recommend(table, { chest: value + step }).recommendedSize);
          expect(after).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });

  it('a body inside a size gets that size when sizes do not touch', () => {
    fc.assert(
      fc.property(graded(1), fc.nat(), fc.double({ min: 0, max: 1, noNaN: true }), (table, pick, t) => {
        const rowIndex = pick % table.rows.length;
        const cell = table.rows[rowIndex].measures.chest;
        const value = cell.initialValue! + t * (cell.finalValue! - cell.initialValue!);
        expect(recommend(table, { chest: value }).recommendedSize).toBe(String(rowIndex));
      }),
    );
  });

  it('the recommended size always respects every RESTRICT measure', () => {
    fc.assert(
      fc.property(
        gradedTable,
        fc.double({ min: 20, max: 200, noNaN: true }),
        fc.integer({ min: 0, max: 20 }),
        (table, value, widen) => {
          const restricted = { ...table, variations: { chest: { mode: 'RESTRICT' as const, min: widen, max: widen } } };
          const r = recommend(restricted, { chest: value });
          if (r.recommendedSize === null) return;
          const chosen = r.sizes.find((s) => s.size === r.recommendedSize)!;
          expect(chosen.suitable).toBe(true);
          expect(chosen.measures.chest.deviation).toBe(0);
        },
      ),
    );
  });
});
