import type { Identifier } from 'react-admin';
import { httpClient } from '../../providers/httpClient';

/**
 * Copies tables of the current store into another store (moderators). Not a data provider method: it
 * writes into a store other than the session's, which no generic CRUD call does. Answers the new ids.
 */
export async function duplicateModelings(tenantId: number, ids: Identifier[]): Promise<Identifier[]> {
  const { json } = await httpClient(`/modelings/duplicate/${encodeURIComponent(tenantId)}`, {
    method: 'POST',
    body: JSON.stringify({ ids }),
  });
  return (json?.ids as Identifier[] | undefined) ?? [];
}
