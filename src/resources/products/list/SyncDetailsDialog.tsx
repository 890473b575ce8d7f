import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import SyncIcon from '@mui/icons-material/Sync';
import { Button, useTranslate } from 'react-admin';
import { POLL_RUNNING_MS, useEnqueueImport } from '../../integrations/feedQueries';
import { RunProgressBar } from '../../integrations/RunProgressBar';
import { useNotifyError } from '../../../providers/saveErrors';
import { Spinner } from '../../../components/Spinner';
import { useIntlLocale } from '../../../i18n/intlLocale';
import { useNumberFormat } from '../../../i18n/numbers';
import { DialogButton } from '../../../components/DialogButton';
import { errorDetailText, fieldLabel } from '../../../providers/errorDetailText';
import type { ImportRun, RunReason } from '../../../../contract/importRuns';
import { useLatestImport } from '../productQueries';
import { feedErrorKey } from './feedErrorMessages';

// Never more than 100 rows rendered at once.
const SHOWN_ERRORS = 100;

type ImportError = ImportRun['errors'][number];

const sizesText = (sizes: ImportError['sizes']) => (Array.isArray(sizes) ? sizes.join(', ') : (sizes ?? ''));

function RunDetails({ run }: { run: ImportRun }) {
  const translate = useTranslate();
  const at = new Date(run.finishedAt ?? run.startedAt);
  const intl = useIntlLocale();
  const { number } = useNumberFormat();
  const label = (value: string | null | undefined, group: string) =>
    value ? translate(`app.${group}.${value}`, { _: value }) : '—';
  const message = (error: ImportError) => {
    const key = feedErrorKey(error);
    if (key) return translate(key);
    return error.message || translate('app.products.sync.messageNotFound');
  };
  // The feed's address names the field of a fetch's failure; the run's other reasons name none.
  const reasonText = (reason: RunReason) =>
    errorDetailText(reason, fieldLabel('tenant-settings', 'url', translate), translate);
  const counts = [
    ['read', run.readCount],
    ['updated', run.updatedCount],
    ['inserted', run.insertedCount],
    ['unknown', run.unknownCount],
    ['errorCount', run.errorCount],
  ] as const;
  const shown = Math.min(run.errors.length, SHOWN_ERRORS);
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {translate('app.products.sync.last', {
          date: at.toLocaleDateString(intl),
          time: at.toLocaleTimeString(intl, { hour: '2-digit', minute: '2-digit' }),
        })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(5, 1fr)' }, gap: 2, mb: 2 }}>
        {counts.map(([name, value]) => (
          <Box key={name}>
            <Typography variant="h6">{number(value)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.products.sync.${name}`)}
            </Typography>
          </Box>
        ))}
      </Box>
      {run.status === 'running' && (
        <Box role="status" sx={{ mb: 2 }}>
          <Typography variant="body2">{translate('app.products.sync.running')}</Typography>
          <RunProgressBar progress={{ read: run.readCount, bytesRead: 0, bytesTotal: null }} />
        </Box>
      )}
      {run.notice && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {reasonText(run.notice)}
        </Alert>
      )}
      {(run.failure || run.errorMessage) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {run.failure ? reasonText(run.failure) : run.errorMessage}
        </Alert>
      )}
      {run.errors.length === 0 ? (
        <Typography color="text.secondary">{translate('app.products.sync.noErrors')}</Typography>
      ) : (
        <>
          {run.errorCount > shown && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('app.products.sync.errorsShown', { shown: number(shown), total: number(run.errorCount) })}
            </Typography>
          )}
          <Table size="small" aria-label={translate('app.products.sync.errors')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.products.sync.product')}</TableCell>
                <TableCell>{translate('app.products.sync.genderAgeGroup')}</TableCell>
                <TableCell>{translate('app.products.sync.sizes')}</TableCell>
                <TableCell>{translate('app.products.sync.message')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {run.errors.slice(0, SHOWN_ERRORS).map((error, index) => (
                <TableRow key={index}>
                  <TableCell>{error.product ?? '—'}</TableCell>
                  <TableCell>{`${label(error.gender, 'genders')} / ${label(error.ageGroup, 'ageGroups')}`}</TableCell>
                  <TableCell>{sizesText(error.sizes)}</TableCell>
                  <TableCell>{message(error)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </>
  );
}

/** "Sync now": queues the store's feed import; the dialog then follows the run as it starts and grows. */
function SyncNow({ onQueued, queued }: { onQueued: () => void; queued: number | null }) {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const enqueue = useEnqueueImport();
  const onClick = () =>
    enqueue.mutate(undefined, {
      onSuccess: () => onQueued(),
      onError: (error) => {
        notifyError(error);
      },
    });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <Button label="app.products.sync.syncNow" variant="outlined" onClick={onClick} disabled={enqueue.isPending}>
        <CloudSyncIcon />
      </Button>
      {queued !== null && enqueue.data && (
        <Typography role="status" variant="body2" color="text.secondary">
          {enqueue.data.status === 'running'
            ? translate('app.products.sync.running')
            : translate('app.products.sync.queued', { position: enqueue.data.position })}
        </Typography>
      )}
    </Box>
  );
}

function SyncDetails() {
  const translate = useTranslate();
  // The id of the latest run when this dialog queued the store (0: there was none); null when not queued.
  const [queuedAfter, setQueuedAfter] = useState<number | null>(null);
  const { data, error, isPending } = useLatestImport({ poll: queuedAfter !== null, pollMs: POLL_RUNNING_MS });
  const queuedRunOver =
    queuedAfter !== null && !isPending && (data?.id ?? 0) !== queuedAfter && data?.status !== 'running';
  useEffect(() => {
    if (queuedRunOver) setQueuedAfter(null);
  }, [queuedRunOver]);
  if (isPending) return <Spinner size="2em" />;
  if (error) return <Alert severity="error">{translate('app.errors.generic')}</Alert>;
  return (
    <>
      <SyncNow queued={queuedAfter} onQueued={() => setQueuedAfter(data?.id ?? 0)} />
      {data ? (
        <RunDetails run={data} />
      ) : (
        <Typography color="text.secondary">{translate('app.products.sync.never')}</Typography>
      )}
    </>
  );
}

/** The last synchronisation with the store's product feed: when, how many, and which products it refused. */
export const SyncDetailsButton = () => {
  const translate = useTranslate();
  return (
    <DialogButton label="app.products.actions.sync" icon={<SyncIcon />} size="flexHeight">
      {(close) => (
        <>
          <DialogTitle>{translate('app.products.sync.title')}</DialogTitle>
          <DialogContent>
            <SyncDetails />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.close" onClick={close} />
          </DialogActions>
        </>
      )}
    </DialogButton>
  );
};
