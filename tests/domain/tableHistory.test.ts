import { describe, expect, it } from 'vitest';
import type { ModelingRow } from '../../domain/modeling.js';
import { diffTables, summaryOf, type TableSnapshot } from '../../domain/tableHistory.js';

const row = (size: string, chest: [number, number], extra: Record<string, unknown> = {}): ModelingRow => ({
  labels: { BR: size },
  measures: { chest: { initialValue: chest[0], finalValue: chest[1] }, ...extra },
});

const table = (rows: ModelingRow[], header: Record<string, unknown> = {}): TableSnapshot => ({
  name: 'Shirts',
  gender: 'u',
  sizeSystem: 'BR',
  measures: ['chest'],
  ...header,
  rows,
});

describe('diffTables', () => {
  it('answers every size as added for a first version, with no field changes', () => {
    const diff = diffTables(null, table([row('P', [80, 90]), row('M', [90, 100])]));
    expect(diff).toEqual({ fields: [], addedSizes: ['P', 'M'], removedSizes: [], cells: [] });
  });

  it('finds nothing between equal tables, an absent value and a null one being equal', () => {
    const a = table([{ labels: { BR: 'P' }, measures: { chest: { initialValue: 80, finalValue: 90, value: null } } }]);
    const b = table([row('P', [80, 90])]);
    expect(diffTables(a, b)).toEqual({ fields: [], addedSizes: [], removedSizes: [], cells: [] });
  });

  it('names each changed range per size and measure, old and new', () => {
    const diff = diffTables(
      table([row('P', [80, 90]), row('M', [90, 100])]),
      table([row('P', [80, 90]), row('M', [92, 101])]),
    );
    expect(diff.cells).toEqual([
      {
        size: 'M',
        measure: 'chest',
        before: { initialValue: 90, finalValue: 100 },
        after: { initialValue: 92, finalValue: 101 },
      },
    ]);
  });

  it('tells added and removed sizes apart from changed cells, and finds sizes moved in order', () => {
    const diff = diffTables(
      table([row('P', [80, 90]), row('M', [90, 100])]),
      table([row('G', [100, 110]), row('P', [80, 90])]),
    );
    expect(diff.addedSizes).toEqual(['G']);
    expect(diff.removedSizes).toEqual(['M']);
    expect(diff.cells).toEqual([]);
  });

  it('reports a measure added to a kept size with nothing before it', () => {
    const diff = diffTables(
      table([row('P', [80, 90])]),
      table([row('P', [80, 90], { waist: { initialValue: 60, finalValue: 70 } })], { measures: ['chest', 'waist'] }),
    );
    expect(diff.cells).toEqual([
      { size: 'P', measure: 'waist', before: null, after: { initialValue: 60, finalValue: 70 } },
    ]);
    expect(diff.fields).toEqual([{ field: 'measures', before: ['chest'], after: ['chest', 'waist'] }]);
  });

  it('lists header field changes old → new, and sums them up', () => {
    const diff = diffTables(table([row('P', [80, 90])]), table([row('P', [81, 90])], { name: 'Blouses', gender: 'f' }));
    expect(diff.fields).toEqual([
      { field: 'name', before: 'Shirts', after: 'Blouses' },
      { field: 'gender', before: 'u', after: 'f' },
    ]);
    expect(summaryOf(diff)).toEqual({ fields: ['name', 'gender'], addedSizes: [], removedSizes: [], changedCells: 1 });
  });

  it('counts a linked record once, by its name: its id changes, the name saved beside it is shown', () => {
    const before = table([row('P', [80, 90])], { brandId: null, brandName: null });
    const after = table([row('P', [80, 90])], { brandId: 1, brandName: 'Farm Rio' });
    expect(diffTables(before, after).fields).toEqual([{ field: 'brandId', before: null, after: 'Farm Rio' }]);
    // A brand renamed since is no change of the table; a version saved before names were kept shows the id.
    expect(diffTables(after, { ...after, brandName: 'Farm' }).fields).toEqual([]);
    expect(diffTables(table([], { strongBrandId: 3 }), table([], { strongBrandId: 4 })).fields).toEqual([
      { field: 'strongBrandId', before: 3, after: 4 },
    ]);
  });

  it('names sizes in each version’s own size system', () => {
    const before: TableSnapshot = table([{ labels: { BR: 'P', US: 'S' }, measures: {} }]);
    const after: TableSnapshot = { ...before, sizeSystem: 'US' };
    const diff = diffTables(before, after);
    expect(diff.addedSizes).toEqual(['S']);
    expect(diff.removedSizes).toEqual(['P']);
    expect(diff.fields).toEqual([{ field: 'sizeSystem', before: 'BR', after: 'US' }]);
  });
});
