import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Confirm, useListContext, useNotify, useRefresh, type Identifier } from 'react-admin';
import AddLinkIcon from '@mui/icons-material/AddLink';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import TableChartIcon from '@mui/icons-material/TableChart';
import type { ReactElement } from 'react';
import { useNotifyError } from '../../providers/saveErrors';
import { useApi } from '../../providers/useApi';
import { strongModelingsApi } from '../strong-modelings/strongModelingsApi';
import { brandsApi } from './brandsApi';

/** The calls on a selection of brands, each answering what it did. */
const syncApi = {
  linkStrongBrands: brandsApi.linkStrongBrands,
  createStrongBrands: brandsApi.createStrongBrands,
  createStrongModelingsFromBrands: strongModelingsApi.createStrongModelingsFromBrands,
};
type SyncMethod = keyof typeof syncApi;
type SyncResult<M extends SyncMethod> = Awaited<ReturnType<(typeof syncApi)[M]>>;

/** Runs a sync call on the selection, then shows its outcome and the links it made. */
function useSyncAction<M extends SyncMethod>(method: M, report: (result: SyncResult<M>) => [string, object]) {
  const { selectedIds, onUnselectItems } = useListContext();
  const api = useApi(syncApi);
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (ids: Identifier[]) => api[method](ids) as Promise<SyncResult<M>>,
    onSuccess: (result) => {
      const [message, messageArgs] = report(result);
      notify(message, { type: 'success', messageArgs, multiLine: true });
      onUnselectItems();
      refresh();
    },
    onError: (error) => notifyError(error),
  });
  // The failure is already told by onError; the caller only waits for the end.
  const run = () =>
    mutateAsync(selectedIds).then(
      () => undefined,
      () => undefined,
    );
  return { run, pending: isPending, count: selectedIds.length };
}

export const LinkStrongBrandsButton = () => {
  const { run, pending } = useSyncAction('linkStrongBrands', (result) => [
    'app.brands.sync.linkDone',
    { linked: result.linked, notFound: result.notFound.length },
  ]);
  return (
    <Button label="app.brands.sync.link" onClick={run} disabled={pending}>
      <AddLinkIcon />
    </Button>
  );
};

interface ConfirmedSyncProps<M extends SyncMethod> {
  method: M;
  /** Texts under app.brands.sync: `<texts>`, `<texts>Title`, `<texts>Content` (counted), `<texts>Done`. */
  texts: string;
  icon: ReactElement;
  report: (result: SyncResult<M>) => object;
  /** The outcome's text under app.brands.sync when it is not `<texts>Done` (a result that needs its reason told). */
  outcome?: (result: SyncResult<M>) => string | undefined;
}

/** A sync on the selection that changes what every store shares, so it asks first. */
function ConfirmedSyncButton<M extends SyncMethod>({ method, texts, icon, report, outcome }: ConfirmedSyncProps<M>) {
  const [open, setOpen] = useState(false);
  const key = `app.brands.sync.${texts}`;
  const { run, pending, count } = useSyncAction(method, (result) => {
    const text = outcome?.(result);
    return [text ? `app.brands.sync.${text}` : `${key}Done`, report(result)];
  });
  return (
    <>
      <Button label={key} onClick={() => setOpen(true)} disabled={pending}>
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={`${key}Title`}
        content={`${key}Content`}
        translateOptions={{ smart_count: count }}
        onConfirm={async () => {
          await run();
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Moderators only: provider brands are shared by every store, hence the confirmation. */
export const CreateStrongBrandsButton = () => (
  <ConfirmedSyncButton
    method="createStrongBrands"
    texts="create"
    icon={<LibraryAddIcon />}
    report={(result) => ({ created: result.created, linked: result.linked, skipped: result.skipped.length })}
  />
);

/** Moderators only: provider tables made from this store's tables of the selected brands (spec 2, Brands). */
export const CreateStrongModelingsButton = () => (
  <ConfirmedSyncButton
    method="createStrongModelingsFromBrands"
    texts="createTables"
    icon={<TableChartIcon />}
    report={(result) => ({ created: result.created, skipped: result.skippedWithoutStrongBrand })}
    // Nothing created: say why in words, not as two zeros.
    outcome={(result) =>
      result.created > 0
        ? undefined
        : result.skippedWithoutStrongBrand > 0
          ? 'createTablesUnlinked'
          : 'createTablesNone'
    }
  />
);
