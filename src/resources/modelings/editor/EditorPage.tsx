import { useState, type ReactNode } from 'react';
import { Button } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Loading, useTranslate, type RaRecord } from 'react-admin';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { isMeasure } from '../../../../domain/measures';
import { MessagePage } from '../../../components/MessagePage';
import { useFullRecord } from '../../../providers/fullRecord';
import { READ_WHEN_OPENED } from '../../../providers/readWhenOpened';
import { errorStatus } from '../../../providers/httpClient';
import { Editor } from './Editor';
import { STORE_TABLE, type EditorKind } from './editorKind';
import { newTable } from './editorState';
import { errorMessageKey } from '../../../providers/saveErrors';
import type { Modeling } from '../../../../contract/modelings';
import { fromRecord } from './modelingBody';

/** The navigation state the setup step (/table/setup) opens a new table with. */
export function setupOf(state: unknown): { measures: string[]; static: boolean } | null {
  const given = (state as { measures?: unknown; static?: unknown } | null)?.measures;
  if (!Array.isArray(given)) return null;
  const measures = [...new Set(given.filter((m): m is string => typeof m === 'string' && isMeasure(m)))];
  if (measures.length === 0) return null;
  return { measures, static: (state as { static?: unknown }).static === true };
}

/** A new table from the setup step's measures, of the kind given (a store's table unless told). */
export function NewTableEditor({ kind = STORE_TABLE, children }: { kind?: EditorKind; children?: ReactNode }) {
  const { state } = useLocation();
  // Read once: the editor owns the table from then on.
  const [initial] = useState(() => {
    const setup = setupOf(state);
    return setup && newTable(setup.measures, kind.storeFields && setup.static);
  });
  // Opened without measures (a bookmark, a reload after the state was lost): choose them first.
  if (!initial) return <Navigate to="/table/setup" state={kind.setupState} replace />;
  return (
    <Editor initial={initial} kind={kind}>
      {children}
    </Editor>
  );
}

// A missing or forbidden table will not appear by asking again; a lost connection or a server hiccup may pass.
const retry = (failures: number, error: unknown) => {
  const status = errorStatus(error) ?? 0;
  return failures < 2 && (status === 0 || status >= 500);
};

interface ExistingTableProps<R extends RaRecord> {
  id: number;
  kind: EditorKind;
  /** The page title's key while the table cannot be shown. */
  title: string;
  /** The editor of the table read, with whatever its kind shows around it. */
  children: (record: R) => ReactNode;
}

/** Reads one table for its editor: a loading state, a page saying why it failed, or the editor. */
export function ExistingTable<R extends RaRecord>({ id, kind, title, children }: ExistingTableProps<R>) {
  const translate = useTranslate();
  const { data, error, isPending, isFetchedAfterMount } = useFullRecord<R>(kind.resource, id, {
    enabled: Number.isSafeInteger(id),
    retry,
    refetchOnMount: 'always',
    ...READ_WHEN_OPENED,
  });
  if (!Number.isSafeInteger(id) || error || (!isPending && !data)) {
    const message = Number.isSafeInteger(id) ? errorMessageKey(error) : 'app.errors.NOT_FOUND';
    return (
      <MessagePage title={title} icon={<ErrorOutlineIcon />} heading="app.tableEditor.loadFailed" message={message}>
        <Button component={Link} to={kind.listPath} variant="contained">
          {translate('app.tableEditor.backToList')}
        </Button>
      </MessagePage>
    );
  }
  // The editor takes the table once, so it starts from this visit's answer, never from an older copy in the cache.
  if (isPending || !isFetchedAfterMount) return <Loading />;
  return children(data);
}

const ExistingTableEditor = ({ id }: { id: number }) => (
  <ExistingTable<Modeling> id={id} kind={STORE_TABLE} title="app.pages.tableEdit">
    {/* A new key per table and version: another table, or a restored version, starts a fresh editor. */}
    {(data) => (
      <Editor key={`${data.id}:${data.version}`} initial={fromRecord(data)} recordId={data.id} version={data.version} />
    )}
  </ExistingTable>
);

/** /table/single/new (with the setup step's navigation state) and /table/single/:id. */
export function EditorPage() {
  const { id } = useParams();
  return id === undefined || id === 'new' ? (
    <NewTableEditor />
  ) : (
    <ExistingTableEditor id={/^\d+$/.test(id) ? Number(id) : Number.NaN} />
  );
}
