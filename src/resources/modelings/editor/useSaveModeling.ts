import { useState } from 'react';
import { useCreate, useNotify, useUpdate, type Identifier } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Problem } from '../../../../domain/modeling';
import { FULL_RECORD_META } from '../../../providers/fullRecord';
import { errorMessageKey } from '../../../providers/saveErrors';
import type { EditorKind } from './editorKind';
import type { ModelingBody } from './modelingBody';
import { serverProblems } from './problems';

/**
 * POST for a new table (then the address becomes the table's own), PUT for an existing one. Resolves to the
 * server's field problems when it refused the table, so the editor can mark them; empty when saved.
 * `onSaved` hears of a save before the address changes.
 */
export function useSaveModeling(
  kind: EditorKind,
  recordId: Identifier | undefined,
  onSaved: (body: ModelingBody, answer?: { version?: number }) => void,
) {
  const [create] = useCreate();
  const [update] = useUpdate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  async function save(body: ModelingBody & { version?: number }): Promise<Problem[]> {
    setSaving(true);
    try {
      if (recordId === undefined) {
        const created = await create(kind.resource, { data: body, meta: FULL_RECORD_META }, { returnPromise: true });
        onSaved(body, created as { version?: number });
        notify('app.tableEditor.saved', { type: 'success' });
        navigate(kind.editPath(created.id), { replace: true });
      } else {
        const { version: _read, ...saved } = body;
        const answer = await update(
          kind.resource,
          { id: recordId, data: body, meta: FULL_RECORD_META },
          { returnPromise: true, mutationMode: 'pessimistic' },
        );
        onSaved(saved, answer as { version?: number } | undefined);
        notify('app.tableEditor.saved', { type: 'success' });
      }
      return [];
    } catch (error) {
      notify(errorMessageKey(error), { type: 'error' });
      return serverProblems(error);
    } finally {
      setSaving(false);
    }
  }

  return { save, saving };
}
