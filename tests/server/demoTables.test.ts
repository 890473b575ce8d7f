import { describe, expect, it } from 'vitest';
import { validateModeling, type ModelingRow } from '../../domain/modeling.js';
import { recommend } from '../../domain/sizeEngine.js';
import { sizeNameOf } from '../../domain/modeling.js';
import { demoTables } from '../../server/demo/demoTables.js';

const engineTable = (name: string) => {
  const t = demoTables().find((d) => d.name === name)!;
  return {
    static: t.static,
    variations: t.variations as never,
    rows: t.rows.map((r) => ({ size: sizeNameOf(r as ModelingRow, t.sizeSystem), measures: r.measures })),
  };
};

describe('demo tables', () => {
  it('all meet the table rules', () => {
    for (const t of demoTables()) {
      const problems = validateModeling({
        ...t,
        gender: t.gender ?? 'u',
        sizeSystems: t.sizeSystems ?? [],
        variations: (t.variations ?? {}) as never,
        rows: t.rows as ModelingRow[],
      });
      expect(problems, t.name).toEqual([]);
    }
  });

  it('give the answers a shop assistant would', () => {
    expect(recommend(engineTable('Blusas femininas'), { chest: 92, waist: 74, hip: 100 }).recommendedSize).toBe('M');
    expect(recommend(engineTable('Calças masculinas'), { waist: 83, hip: 100 }).recommendedSize).toBe('42');
    expect(recommend(engineTable('Tênis unissex'), { insoleLength: 25.1 }).recommendedSize).toBe('38');
    expect(recommend(engineTable('Infantil - camisetas'), { height: 112, chest: 58 }).recommendedSize).toBe('6');
    expect(recommend(engineTable('Biquínis (tabela informativa)'), { hip: 96 }).recommendedSize).toBeNull();
  });
});
