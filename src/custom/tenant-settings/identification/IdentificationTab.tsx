import { Box, Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { ResourceContextProvider, useNotify, useTranslate } from 'react-admin';
import { QueryGate } from '../../../components/QueryGate';
import { errorNotice } from '../../../providers/saveErrors';
import { useApi } from '../../../providers/useApi';
import { tenantsApi } from '../tenantsApi';
import { CreateStoreButton } from './CreateStoreButton';
import { IdentificationForm } from './IdentificationForm';
import { useTenantDetails, useTenantOptions } from './storeQueries';

/** The identification tab of the store settings: the store's fields, its coverage details, new store, XML. */
export function IdentificationTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useApi(tenantsApi);
  const details = useTenantDetails();
  const options = useTenantOptions();
  if (!details.data || !options.data) {
    return <QueryGate queries={[details, options]} message={translate('app.storeSettings.loadFailed')} />;
  }
  const download = async () => {
    try {
      await api.downloadCatalogueXml();
    } catch (error) {
      notify(errorNotice(error, translate), { type: 'error' });
    }
  };
  return (
    <ResourceContextProvider value="tenant-settings">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <CreateStoreButton options={options.data} />
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()}>
          {translate('app.storeSettings.downloadXml')}
        </Button>
      </Box>
      <IdentificationForm details={details.data} options={options.data} onReload={() => void details.refetch()} />
    </ResourceContextProvider>
  );
}
