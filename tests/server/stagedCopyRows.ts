import { STAGING_COLUMNS, type StagedItem } from '../../server/repositories/feedStage.js';

const UNESCAPED: Record<string, string> = { n: '\n', r: '\r', t: '\t' };
const field = (text: string) => (text === '\\N' ? null : text.replace(/\\(.)/gs, (_, c: string) => UNESCAPED[c] ?? c));
/** The elements of an array literal whose elements are all quoted, as stagingRowsText writes them. */
const elements = (literal: string) =>
  [...literal.matchAll(/"((?:[^"\\]|\\.)*)"/gs)].map((match) => match[1]!.replace(/\\(.)/gs, '$1'));

/** Staging rows read back from the COPY text the reading thread hands over (what the database would store). */
export function stagedCopyRows(bytes: Uint8Array): (StagedItem & { stage_id: number })[] {
  const text = new TextDecoder().decode(bytes);
  return text
    .split('\n')
    .slice(0, -1)
    .map((line) => {
      const values = line.split('\t').map(field);
      const row = Object.fromEntries(STAGING_COLUMNS.map((column, n) => [column, values[n]]));
      return {
        ...row,
        stage_id: Number(row.stage_id),
        position: Number(row.position),
        category_id: row.category_id === null ? null : Number(row.category_id),
        sizes: elements(row.sizes!),
      } as StagedItem & { stage_id: number };
    });
}
