import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadExport, today } from './unknownProductsApi';

const errorKey = (error: unknown) => (error instanceof Error && error.message ? error.message : 'app.errors.generic');

/** Downloads the unknown products of the day shown (the search does not narrow the export). */
export const ExportUnknownButton = () => {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const date = (filterValues.date as string | undefined) || today();

  const download = async () => {
    setPending(true);
    try {
      await downloadExport(date);
    } catch (error) {
      notify(errorKey(error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button label="app.unknownProducts.export" onClick={download} disabled={pending}>
      <DownloadIcon />
    </Button>
  );
};
