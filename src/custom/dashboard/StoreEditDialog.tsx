import { Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { Button, ResourceContextProvider, useTranslate } from 'react-admin';
import { QueryGate } from '../../components/QueryGate';
import { DIALOG_WIDTHS } from '../../components/dialogWidths';
import { IdentificationForm } from '../tenant-settings/identification/IdentificationForm';
import { useTenantDetails, useTenantOptions } from '../tenant-settings/identification/storeQueries';

/**
 * A moderator edits another store's identification and coverage from the dashboard, without switching to it
 * (GET and PUT /tenants/single/{id}): the store settings' own form, saved against the version read.
 */
export function StoreEditDialog({ storeId, onClose }: { storeId: number; onClose: () => void }) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const details = useTenantDetails(storeId);
  const options = useTenantOptions();
  let content;
  if (!details.data || !options.data)
    content = <QueryGate queries={[details, options]} message={translate('app.storeSettings.loadFailed')} />;
  else
    content = (
      <ResourceContextProvider value="tenant-settings">
        <IdentificationForm
          storeId={storeId}
          details={details.data}
          options={options.data}
          onReload={() => void details.refetch()}
          onSaved={onClose}
        />
      </ResourceContextProvider>
    );
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTHS.default } } }}
      aria-labelledby="store-edit-title"
    >
      <DialogTitle id="store-edit-title">
        {translate('app.dashboard.details.editTitle', { name: details.data?.name ?? '' })}
      </DialogTitle>
      <DialogContent>{content}</DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}
