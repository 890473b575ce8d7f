import { describe, expect, it } from 'vitest';
import { validateModeling } from '../../domain/modeling.js';
import {
  editorReducer,
  MAX_EDITOR_ROWS,
  newTable,
  type EditorAction,
  type EditorTable,
} from '../../src/resources/modelings/editor/editorState.js';
import { toBody } from '../../src/resources/modelings/editor/modelingBody.js';
import { serverProblems } from '../../src/resources/modelings/editor/problems.js';
import { displayValue, parseTyped, toStored } from '../../src/resources/modelings/editor/unitDisplay.js';
import { nextCell } from '../../src/resources/modelings/editor/useGridKeyboard.js';

const run = (table: EditorTable, ...actions: EditorAction[]) => actions.reduce(editorReducer, table);

/** Three sizes P, M, G (BR) with chest filled. */
function tops(): EditorTable {
  const base = newTable(['chest', 'label1'], false);
  return run(
    base,
    { type: 'addRow' },
    { type: 'addRow' },
    ...['P', 'M', 'G'].map((text, row): EditorAction => ({ type: 'setLabel', row, system: 'BR', text })),
    ...[84, 89, 95].flatMap((start, row): EditorAction[] => [
      { type: 'setRange', row, measure: 'chest', bound: 'initialValue', value: start },
      { type: 'setRange', row, measure: 'chest', bound: 'finalValue', value: start + 4 },
    ]),
  );
}

const labels = (t: EditorTable) => t.rows.map((r) => r.labels.BR);

describe('table editor state', () => {
  it('adds, moves and removes rows without touching the table it came from', () => {
    const table = tops();
    expect(labels(table)).toEqual(['P', 'M', 'G']);
    const moved = run(table, { type: 'moveRow', index: 2, offset: -1 });
    expect(labels(moved)).toEqual(['P', 'G', 'M']);
    expect(labels(table)).toEqual(['P', 'M', 'G']);
    // Moving past either end changes nothing.
    expect(run(table, { type: 'moveRow', index: 0, offset: -1 })).toBe(table);
    expect(run(table, { type: 'moveRow', index: 2, offset: 1 })).toBe(table);
    expect(labels(run(table, { type: 'removeRow', index: 1 }))).toEqual(['P', 'G']);
    const added = run(table, { type: 'addRow' });
    expect(added.rows).toHaveLength(4);
    expect(added.rows[3].measures).toEqual({ chest: { initialValue: null, finalValue: null }, label1: { value: '' } });
  });

  it('stops adding rows at the editor cap', () => {
    let table = newTable(['chest'], false);
    for (let i = 0; i < MAX_EDITOR_ROWS + 5; i++) table = editorReducer(table, { type: 'addRow' });
    expect(table.rows).toHaveLength(MAX_EDITOR_ROWS);
  });

  it('sets one cell and keeps the other bound and the other rows as they were', () => {
    const table = tops();
    const next = run(table, { type: 'setRange', row: 1, measure: 'chest', bound: 'finalValue', value: 80 });
    expect(next.rows[1].measures.chest).toEqual({ initialValue: 89, finalValue: 80 });
    expect(next.rows[0]).toBe(table.rows[0]);
    expect(validateModeling(toBody({ ...next, name: 'Tops' }))).toEqual([
      { field: 'rows.1.measures.chest', code: 'END_BELOW_START', message: 'The end is below the start.' },
    ]);
    expect(run(table, { type: 'setText', row: 0, measure: 'label1', text: 'PP-P' }).rows[0].measures.label1).toEqual({
      value: 'PP-P',
    });
  });

  it('removes a size system with its labels, but never the table’s own', () => {
    const table = run(
      tops(),
      { type: 'addSizeSystem', system: 'US' },
      { type: 'setLabel', row: 0, system: 'US', text: 'S' },
    );
    expect(table.sizeSystems).toEqual(['BR', 'US']);
    const removed = run(table, { type: 'removeSizeSystem', system: 'US' });
    expect(removed.sizeSystems).toEqual(['BR']);
    expect(removed.rows[0].labels).toEqual({ BR: 'P' });
    expect(run(table, { type: 'removeSizeSystem', system: 'BR' })).toBe(table);
    // Choosing another own system adds its column.
    expect(run(table, { type: 'setSizeSystem', system: 'EU' }).sizeSystems).toEqual(['EU', 'BR', 'US']);
  });

  it('grades a measure from the first size and shifts chosen cells', () => {
    const graded = run(tops(), { type: 'defineMeasure', measure: 'chest', firstStart: 80, firstEnd: 84, step: 4.5 });
    expect(graded.rows.map((r) => r.measures.chest)).toEqual([
      { initialValue: 80, finalValue: 84 },
      { initialValue: 84.5, finalValue: 88.5 },
      { initialValue: 89, finalValue: 93 },
    ]);
    const shifted = run(graded, {
      type: 'shiftCells',
      cells: [
        { row: 1, measure: 'chest', bound: 'initialValue' },
        { row: 1, measure: 'chest', bound: 'finalValue' },
      ],
      delta: -2,
    });
    expect(shifted.rows[1].measures.chest).toEqual({ initialValue: 82.5, finalValue: 86.5 });
    expect(shifted.rows[0]).toEqual(graded.rows[0]);
  });

  it('sends centimetres, zeros for empty cells and only the table’s own variations', () => {
    const table = run(
      tops(),
      { type: 'setField', field: 'name', value: '  Tops ' },
      { type: 'addRow' },
      { type: 'setLabel', row: 3, system: 'BR', text: ' GG ' },
      { type: 'setVariation', measure: 'chest', variation: { mode: 'AMPLE', max: 5 } },
      { type: 'setVariation', measure: 'waist', variation: { mode: 'AMPLE', max: 5 } },
      { type: 'setField', field: 'type', value: 'shoe' },
    );
    const body = toBody(table);
    expect(body.name).toBe('Tops');
    expect(body.clothesType).toBeNull();
    expect(body.rows[3]).toEqual({
      labels: { BR: 'GG' },
      measures: { chest: { initialValue: 0, finalValue: 0 }, label1: { value: '' } },
    });
    expect(body.variations).toEqual({ chest: { mode: 'AMPLE', min: null, max: 5 } });
  });

  it('converts for display only and stores typed inches as centimetres', () => {
    expect(displayValue(88, 'chest', false, 'en')).toBe('34.6457');
    expect(displayValue(88, 'chest', true, 'en')).toBe('88');
    expect(displayValue(70, 'weight', false, 'en')).toBe('70');
    expect(toStored(10, 'chest', false)).toBe(25.4);
    expect(toStored(10, 'weight', false)).toBe(10);
    expect(parseTyped('34,5')).toBe(34.5);
    expect(parseTyped('')).toBeNull();
    expect(parseTyped('-1')).toBeUndefined();
    expect(parseTyped('abc')).toBeUndefined();
  });

  it("writes a cell's decimals the way the interface language does, without thousands separators", () => {
    expect(displayValue(88, 'chest', false, 'pt-BR')).toBe('34,6457');
    expect(displayValue(84.5, 'chest', true, 'fr')).toBe('84,5');
    expect(displayValue(1234.5, 'weight', true, 'es')).toBe('1234,5');
    expect(displayValue(84.5, 'chest', true, 'en')).toBe('84.5');
    expect(parseTyped(displayValue(1234.5, 'weight', true, 'pt-BR'))).toBe(1234.5);
  });

  it('moves between cells like a spreadsheet', () => {
    const middle = { start: 1, end: 1, length: 3 };
    const whole = { start: 0, end: 3, length: 3 };
    expect(nextCell('ArrowDown', false, 2, 4, middle)).toEqual([3, 4]);
    expect(nextCell('Enter', false, 2, 4, middle)).toEqual([3, 4]);
    expect(nextCell('Enter', true, 2, 4, middle)).toEqual([1, 4]);
    expect(nextCell('ArrowLeft', false, 2, 4, middle)).toBeNull();
    expect(nextCell('ArrowLeft', false, 2, 4, { start: 0, end: 0, length: 3 })).toEqual([2, 3]);
    expect(nextCell('ArrowRight', false, 2, 4, { start: 3, end: 3, length: 3 })).toEqual([2, 5]);
    expect(nextCell('ArrowRight', false, 2, 4, whole)).toEqual([2, 5]);
  });

  it('reads the server’s 400 details as problems of cells, labels and variations', () => {
    const error = {
      body: {
        code: 'VALIDATION',
        details: [
          { field: 'rows.2.measures.chest', code: 'END_BELOW_START', message: 'The end is below the start.' },
          { field: 'body.rows.1.measures.waist.initialValue', code: 'minimum', message: 'must be >= 0' },
          { field: 'variations.waist', code: 'INVALID_VARIATION', message: 'x' },
        ],
      },
    };
    expect(serverProblems(error).map((p) => p.field)).toEqual([
      'rows.2.measures.chest',
      'rows.1.measures.waist',
      'variations.waist',
    ]);
    expect(serverProblems({ body: { code: 'CONFLICT' } })).toEqual([]);
  });
});
