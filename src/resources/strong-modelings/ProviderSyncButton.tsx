import { useState } from 'react';
import {
  Alert,
  Box,
  Button as MuiButton,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { Button, Confirm, useTranslate } from 'react-admin';
import { DialogButton } from '../../components/DialogButton';
import { Spinner } from '../../components/Spinner';
import { useNotifyError } from '../../providers/saveErrors';
import { useSizeSystemChoices } from '../../resources/brands/sizeSystems';
import { ProviderSyncJobState } from './ProviderSyncJobState';
import { syncJobIsOpen, useProviderSyncJobs, useStartProviderSync } from './providerSyncQueries';

/** "Sync" on /strong-table: the two syncs with the stores, each run as a job the dialog follows. */
export const ProviderSyncButton = () => (
  <DialogButton label="app.providerSync.button" icon={<SyncIcon />}>
    {(close) => <ProviderSyncDialog onClose={close} />}
  </DialogButton>
);

function ProviderSyncDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.providerSync.${key}`);
  const jobs = useProviderSyncJobs();
  const start = useStartProviderSync();
  const notifyError = useNotifyError();
  const sizeSystems = useSizeSystemChoices();
  const [sizeSystem, setSizeSystem] = useState('BR');
  const [confirming, setConfirming] = useState(false);
  const create = jobs.of('create_tables');
  const link = jobs.of('link_products');
  const run = (what: Parameters<typeof start.mutate>[0]) =>
    start.mutate(what, { onError: (error) => notifyError(error), onSettled: () => setConfirming(false) });

  let content;
  if (jobs.isPending) content = <Spinner size="2em" />;
  else if (jobs.error) content = <Alert severity="error">{t('loadFailed')}</Alert>;
  else
    content = (
      <Stack spacing={2} divider={<Divider flexItem />}>
        <Box component="section" aria-labelledby="sync-create-title">
          <Typography id="sync-create-title" variant="subtitle1" component="h3">
            {t('create.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('create.text')}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }} useFlexGap>
            <FormControl size="small" sx={{ minWidth: 160 }}>
              <InputLabel id="sync-size-system">{t('create.sizeSystem')}</InputLabel>
              <Select
                labelId="sync-size-system"
                label={t('create.sizeSystem')}
                value={sizeSystem}
                onChange={(event) => setSizeSystem(event.target.value)}
              >
                {sizeSystems.map((choice) => (
                  <MenuItem key={choice.id} value={choice.id}>
                    {choice.name}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <MuiButton
              variant="contained"
              disabled={start.isPending || syncJobIsOpen(create)}
              onClick={() => run({ kind: 'create_tables', sizeSystem })}
            >
              {t('create.start')}
            </MuiButton>
          </Stack>
          <ProviderSyncJobState job={create} />
        </Box>
        <Box component="section" aria-labelledby="sync-link-title">
          <Typography id="sync-link-title" variant="subtitle1" component="h3">
            {t('link.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('link.text')}
          </Typography>
          <MuiButton
            variant="contained"
            sx={{ mb: 1.5 }}
            disabled={start.isPending || syncJobIsOpen(link)}
            onClick={() => setConfirming(true)}
          >
            {t('link.start')}
          </MuiButton>
          <ProviderSyncJobState job={link} />
          <Confirm
            isOpen={confirming}
            loading={start.isPending}
            title="app.providerSync.link.confirmTitle"
            content="app.providerSync.link.confirmText"
            onConfirm={() => run({ kind: 'link_products' })}
            onClose={() => setConfirming(false)}
          />
        </Box>
      </Stack>
    );
  return (
    <>
      <DialogTitle>{t('title')}</DialogTitle>
      <DialogContent>{content}</DialogContent>
      <DialogActions>
        <Button label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </>
  );
}
