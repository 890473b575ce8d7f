import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Confirm, useListContext, useNotify, useRefresh, type Identifier } from 'react-admin';
import AddLinkIcon from '@mui/icons-material/AddLink';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import { errorMessageKey } from '../../providers/saveErrors';
import type { AppDataProvider, CustomMethods } from '../../providers/customMethods';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

/** Runs a sync call on the selection, then shows its outcome and the links it made. */
function useSyncAction<M extends 'linkStrongBrands' | 'createStrongBrands'>(
  method: M,
  report: (result: Awaited<ReturnType<CustomMethods[M]>>) => [string, object],
) {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider: AppDataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (ids: Identifier[]) => dataProvider[method](ids) as Promise<Awaited<ReturnType<CustomMethods[M]>>>,
    onSuccess: (result) => {
      const [message, messageArgs] = report(result);
      notify(message, { type: 'success', messageArgs, multiLine: true });
      onUnselectItems();
      refresh();
    },
    onError: (error) => notify(errorMessageKey(error), { type: 'error', messageArgs: { _: error?.message } }),
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

/** Moderators only: provider brands are shared by every store, hence the confirmation. */
export const CreateStrongBrandsButton = () => {
  const [open, setOpen] = useState(false);
  const { run, pending, count } = useSyncAction('createStrongBrands', (result) => [
    'app.brands.sync.createDone',
    { created: result.created, linked: result.linked, skipped: result.skipped.length },
  ]);
  return (
    <>
      <Button label="app.brands.sync.create" onClick={() => setOpen(true)} disabled={pending}>
        <LibraryAddIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="app.brands.sync.createTitle"
        content="app.brands.sync.createContent"
        translateOptions={{ smart_count: count }}
        onConfirm={async () => {
          await run();
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
