import { useMutation } from '@tanstack/react-query';
import { Button, useListContext, useNotify } from 'react-admin';
import DownloadIcon from '@mui/icons-material/Download';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { today } from './unknownProductsApi';

const errorKey = (error: unknown) => (error instanceof Error && error.message ? error.message : 'app.errors.generic');

/** Downloads the unknown products of the day shown (the search does not narrow the export). */
export const ExportUnknownButton = () => {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const date = (filterValues.date as string | undefined) || today();
  const { mutate: download, isPending: pending } = useMutation({
    mutationFn: () => dataProvider.downloadUnknownProductExport(date),
    onError: (error) => notify(errorKey(error), { type: 'error' }),
  });

  return (
    <Button label="app.unknownProducts.export" onClick={() => download()} disabled={pending}>
      <DownloadIcon />
    </Button>
  );
};
