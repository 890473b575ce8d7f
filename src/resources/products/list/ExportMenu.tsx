import { useState } from 'react';
import { Menu, MenuItem } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import { exportQuery } from '../productQuery';
import { useApi } from '../../../providers/useApi';
import { productsApi } from '../productsApi';

const messageOf = (error: unknown) => (error as { message?: string } | null)?.message || 'app.errors.generic';

/** CSV export of the products the list shows: downloaded now, or mailed to the signed-in user. */
export const ExportMenu = () => {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const api = useApi(productsApi);
  const { mutate, isPending: busy } = useMutation({
    mutationFn: (action: () => Promise<void>) => action(),
    onError: (error) =>
      notify('app.products.export.failed', { type: 'error', messageArgs: { error: messageOf(error) } }),
  });

  const run = (action: () => Promise<void>) => {
    setAnchor(null);
    mutate(action);
  };

  const download = () =>
    run(async () => {
      const file = await api.downloadProductExport(exportQuery(filterValues));
      notify('app.products.export.downloaded', { type: 'success', messageArgs: { file } });
    });

  const email = () =>
    run(async () => {
      const address = await api.emailProductExport(exportQuery(filterValues));
      notify('app.products.export.emailed', { type: 'success', messageArgs: { email: address } });
    });

  return (
    <>
      <Button label="app.products.actions.export" onClick={(event) => setAnchor(event.currentTarget)} disabled={busy}>
        <DownloadIcon />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={download}>{translate('app.products.export.download')}</MenuItem>
        <MenuItem onClick={email}>{translate('app.products.export.email')}</MenuItem>
      </Menu>
    </>
  );
};
