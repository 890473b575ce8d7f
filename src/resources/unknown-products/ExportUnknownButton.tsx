import { useMutation } from '@tanstack/react-query';
import { Button, useListContext } from 'react-admin';
import DownloadIcon from '@mui/icons-material/Download';
import { useApi } from '../../providers/useApi';
import { unknownProductsApi } from './unknownProductsApi';
import { today } from '../../components/dayText';
import { useNotifyError } from '../../providers/saveErrors';

/** Downloads the unknown products of the day shown (the search does not narrow the export). */
export const ExportUnknownButton = () => {
  const { filterValues } = useListContext();
  const notifyError = useNotifyError();
  const api = useApi(unknownProductsApi);
  const date = (filterValues.date as string | undefined) || today();
  const { mutate: download, isPending: pending } = useMutation({
    mutationFn: () => api.downloadUnknownProductExport(date),
    onError: (error) => notifyError(error),
  });

  return (
    <Button label="app.unknownProducts.export" onClick={() => download()} disabled={pending}>
      <DownloadIcon />
    </Button>
  );
};
