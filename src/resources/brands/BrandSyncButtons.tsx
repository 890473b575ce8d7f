import { useState } from 'react';
import { Button, Confirm, useListContext, useNotify, useRefresh, type Identifier } from 'react-admin';
import AddLinkIcon from '@mui/icons-material/AddLink';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import { errorMessageKey } from '../../providers/saveErrors';
import { createStrongBrands, linkStrongBrands } from './brandSync';

/** Runs a sync call on the selection, then shows its outcome and the links it made. */
function useSyncAction<T>(call: (ids: Identifier[]) => Promise<T>, report: (result: T) => [string, object]) {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);

  const run = async () => {
    setPending(true);
    try {
      const [message, messageArgs] = report(await call(selectedIds));
      notify(message, { type: 'success', messageArgs, multiLine: true });
      onUnselectItems();
      refresh();
    } catch (error) {
      notify(errorMessageKey(error), { type: 'error', messageArgs: { _: (error as Error)?.message } });
    } finally {
      setPending(false);
    }
  };
  return { run, pending, count: selectedIds.length };
}

export const LinkStrongBrandsButton = () => {
  const { run, pending } = useSyncAction(linkStrongBrands, (result) => [
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
  const { run, pending, count } = useSyncAction(createStrongBrands, (result) => [
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
