import { useCallback, type KeyboardEvent } from 'react';

interface Caret {
  start: number;
  end: number;
  length: number;
}

// A cell entered by keyboard has all its text selected; arrows then move on, as in a spreadsheet.
const wholeSelected = ({ start, end, length }: Caret) => start === 0 && end === length;
const atStart = (c: Caret) => c.end === 0 || wholeSelected(c);
const atEnd = (c: Caret) => c.start === c.length || wholeSelected(c);

/**
 * Where a key takes the focus from cell (row, col): Up/Down always, Enter down (Shift+Enter up),
 * Left/Right only when the caret is at the start/end of the text. Tab is left to the browser.
 */
export function nextCell(key: string, shift: boolean, row: number, col: number, caret: Caret): [number, number] | null {
  switch (key) {
    case 'ArrowUp':
      return [row - 1, col];
    case 'ArrowDown':
      return [row + 1, col];
    case 'Enter':
      return [shift ? row - 1 : row + 1, col];
    case 'ArrowLeft':
      return atStart(caret) ? [row, col - 1] : null;
    case 'ArrowRight':
      return atEnd(caret) ? [row, col + 1] : null;
    default:
      return null;
  }
}

/** Cells carry data-row and data-col; the grid listens once for all of them. */
export const cellData = (row: number, col: number) => ({ 'data-row': row, 'data-col': col });

export function useGridKeyboard() {
  return useCallback((event: KeyboardEvent<HTMLElement>) => {
    const input = event.target;
    if (
      !(input instanceof HTMLInputElement) ||
      input.dataset.row === undefined ||
      event.altKey ||
      event.ctrlKey ||
      event.metaKey
    )
      return;
    const caret = { start: input.selectionStart ?? 0, end: input.selectionEnd ?? 0, length: input.value.length };
    const next = nextCell(event.key, event.shiftKey, Number(input.dataset.row), Number(input.dataset.col), caret);
    if (!next) return;
    const cell = event.currentTarget.querySelector<HTMLInputElement>(
      `input[data-row="${next[0]}"][data-col="${next[1]}"]`,
    );
    // Enter on the last row stays put rather than doing anything surprising.
    if (event.key === 'Enter') event.preventDefault();
    if (!cell) return;
    event.preventDefault();
    cell.focus();
    cell.select();
  }, []);
}
