import type { ModelingRow } from './modeling';

/** Grading: the usual way a size chart is filled, from a first size and a fixed step between sizes. */
export function defineMeasure(
  rows: ModelingRow[],
  measure: string,
  firstStart: number,
  firstEnd: number,
  step: number,
): ModelingRow[] {
  return rows.map((row, i) => ({
    ...row,
    measures: {
      ...row.measures,
      [measure]: { initialValue: round2(firstStart + i * step), finalValue: round2(firstEnd + i * step) },
    },
  }));
}

export interface CellRef {
  row: number;
  measure: string;
  bound: 'initialValue' | 'finalValue';
}

/** Adds delta (negative to decrement) to the chosen cells; values never go below 0. */
export function shiftCells(rows: ModelingRow[], cells: CellRef[], delta: number): ModelingRow[] {
  const next = rows.map((row) => ({ ...row, measures: { ...row.measures } }));
  for (const { row, measure, bound } of cells) {
    const target = next[row];
    if (!target) continue;
    const cell = { ...(target.measures[measure] ?? {}) };
    cell[bound] = Math.max(0, round2((cell[bound] ?? 0) + delta));
    target.measures[measure] = cell;
  }
  return next;
}

// Grading steps are given to the millimetre or so; rounding keeps 0.1 + 0.2 from showing as 0.30000000000000004.
const round2 = (v: number) => Math.round(v * 100) / 100;
