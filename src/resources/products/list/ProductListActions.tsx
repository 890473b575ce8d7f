import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, LinkBase, TopToolbar, useRefresh } from 'react-admin';
import { PRODUCT_CSV_COLUMNS } from '../../../../contract/fieldLists';
import { CsvImportDialog } from '../../../components/CsvImportDialog';
import { useApi } from '../../../providers/useApi';
import { productsApi } from '../productsApi';
import { DeleteAllMenu } from './DeleteAllMenu';
import { ExportMenu } from './ExportMenu';
import { SyncDetailsButton } from './SyncDetailsDialog';

const ImportButton = () => {
  const [open, setOpen] = useState(false);
  const refresh = useRefresh();
  const api = useApi(productsApi);
  return (
    <>
      <Button label="app.products.actions.import" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      <CsvImportDialog
        open={open}
        onClose={() => setOpen(false)}
        title="app.products.import.title"
        columns={PRODUCT_CSV_COLUMNS}
        send={(rows) => api.importProducts(rows)}
        onImported={refresh}
      />
    </>
  );
};

// In languages with long action names the buttons go on two lines (the theme wraps every list's actions).
export const ProductListActions = () => (
  <TopToolbar>
    <Button component={LinkBase} to="/product/single/new" label="app.products.actions.new">
      <AddIcon />
    </Button>
    <ImportButton />
    <ExportMenu />
    <SyncDetailsButton />
    <DeleteAllMenu />
  </TopToolbar>
);
