import { useMutation } from '@tanstack/react-query';
import { Button, useListContext } from 'react-admin';
import DownloadIcon from '@mui/icons-material/Download';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { today } from './unknownProductsApi';
import { useNotifyError } from '../../providers/saveErrors';

/** Downloads the unknown products of the day shown (the search does not narrow the export). */
export const ExportUnknownButton = () => {
  const { filterValues } = useListContext();
  const notifyError = useNotifyError();
  const dataProvider = useAppDataProvider();
  const date = (filterValues.date as string | undefined) || today();
  const { mutate: download, isPending: pending } = useMutation({
    mutationFn: () => dataProvider.downloadUnknownProductExport(date),
    onError: (error) => notifyError(error),
  });

  return (
    <Button label="app.unknownProducts.export" onClick={() => download()} disabled={pending}>
      <DownloadIcon />
    </Button>
  );
};
