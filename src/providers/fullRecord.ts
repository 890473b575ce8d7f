import { useGetOne, type RaRecord, type UseGetOneOptions } from 'react-admin';

/**
 * react-admin files every list row as that record's getOne answer (`[resource, 'getOne', {id, meta}]`
 * with the list's meta), and an optimistic update writes its changes there even when the record was never
 * read. Our list answers are summaries, narrower than the records the editors work on, so an editor fed
 * from that entry renders (and could save) a partial record. Editors therefore read under their own meta:
 * a cache entry that only a real getOne answer and the editors' own saves fill.
 */
export const FULL_RECORD_META = { record: 'full' } as const;

/** For react-admin's <Edit> mutations: save under the editors' cache entry. */
export const fullRecordQuery = { meta: FULL_RECORD_META };

/**
 * For react-admin's <Edit> reads: the editors' cache entry, kept only while the editor is open. An editor
 * reopened from an older copy drew that copy at once, the person started typing, and the record read again
 * on opening then arrived under the form and reset it (the text typed lost, or drawn again): react-admin's
 * form takes every new version of its record as a reset. Without an older copy, the form is drawn once,
 * from this visit's answer.
 */
export const editorRecordQuery = { meta: FULL_RECORD_META, gcTime: 0 };

/** One record as the API's getOne answers it, never a list row standing in for it. */
export function useFullRecord<RecordType extends RaRecord>(
  resource: string,
  id: RecordType['id'],
  options?: UseGetOneOptions<RecordType>,
) {
  return useGetOne<RecordType>(resource, { id, meta: FULL_RECORD_META }, options);
}
