import { useGetOne, type RaRecord, type UseGetOneOptions } from 'react-admin';

/**
 * react-admin files every list row as that record's getOne answer (`[resource, 'getOne', {id, meta}]`
 * with the list's meta), and an optimistic update writes its changes there even when the record was never
 * read. Our list answers are summaries, narrower than the records the editors work on, so an editor fed
 * from that entry renders (and could save) a partial record. Editors therefore read under their own meta:
 * a cache entry that only a real getOne answer and the editors' own saves fill.
 */
export const FULL_RECORD_META = { record: 'full' } as const;

/** For react-admin's <Edit>: read and save under the editors' cache entry. */
export const fullRecordQuery = { meta: FULL_RECORD_META };

/** One record as the API's getOne answers it, never a list row standing in for it. */
export function useFullRecord<RecordType extends RaRecord>(
  resource: string,
  id: RecordType['id'],
  options?: UseGetOneOptions<RecordType>,
) {
  return useGetOne<RecordType>(resource, { id, meta: FULL_RECORD_META }, options);
}
