import { useState } from 'react';
import {
  Alert,
  Box,
  Checkbox,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  InputLabel,
  LinearProgress,
  Link,
  MenuItem,
  Select,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify, useTranslate } from 'react-admin';
import { DialogActionButton } from '../../components/DialogActionButton';
import { RETURNS_PROCESSING_TYPES, type ReturnsProcessingType } from '../../../domain/returnsFile';
import { DialogButton } from '../../components/DialogButton';
import { isCsvFile } from '../../components/csvBatches';
import { CSV_FILES, FileButton } from '../../components/FileButton';
import { useApi } from '../../providers/useApi';
import { returnsApi } from './returnsApi';
import { useReturnsJob, useUploadReturnsFile } from './returnsQueries';

/** Only CSV files are sent (spec section 5); judged by the name, as browsers type CSV files unevenly. */

/** "Process returns file" on /orders: opens the returns upload dialog. */
export const ReturnsUploadButton = () => (
  <DialogButton label="app.orders.returnsFile.button" icon={<UploadFileIcon />}>
    {(close) => <ReturnsUploadDialog onClose={close} />}
  </DialogButton>
);

/**
 * The returns upload (spec section 4, custom return modal): the form, then loading while the job runs
 * (rows read so far), then success with the counts and the result file, or the error to try again.
 */
export function ReturnsUploadDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useApi(returnsApi);
  const [file, setFile] = useState<File | null>(null);
  const [notCsv, setNotCsv] = useState(false);
  const [processingType, setProcessingType] = useState<ReturnsProcessingType>('PRODUCT_ID');
  const [ignorePurchasedSize, setIgnorePurchasedSize] = useState(false);
  const [ignoreSkuSpaces, setIgnoreSkuSpaces] = useState(false);
  const upload = useUploadReturnsFile();
  const jobId = upload.data ?? null;
  const job = useReturnsJob(jobId);

  const failed = upload.isError || job.isError || job.data?.status === 'failed';
  const state = failed
    ? 'error'
    : job.data?.status === 'finished'
      ? 'success'
      : upload.isPending || jobId !== null
        ? 'loading'
        : 'form';

  const pick = (chosen: File) => {
    setNotCsv(!isCsvFile(chosen));
    setFile(isCsvFile(chosen) ? chosen : null);
  };
  const download = (get: () => Promise<string>) => () =>
    void get().catch(() => notify('app.orders.returnsFile.error', { type: 'error' }));

  return (
    <>
      <DialogTitle>{translate('app.orders.returnsFile.title')}</DialogTitle>
      <DialogContent>
        {state === 'form' && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            <Typography variant="body2">
              {translate('app.orders.returnsFile.intro')}{' '}
              <Link component="button" type="button" onClick={download(() => api.downloadReturnsTemplate())}>
                {translate('app.orders.returnsFile.template')}
              </Link>
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <FileButton label="app.orders.returnsFile.file" accept={CSV_FILES} onFile={pick} />
              <Typography variant="body2">{file?.name ?? translate('app.orders.returnsFile.noFile')}</Typography>
            </Box>
            {notCsv && <Alert severity="error">{translate('app.orders.returnsFile.notCsv')}</Alert>}
            <FormControl fullWidth size="small">
              <InputLabel id="returns-processing-type">{translate('app.orders.returnsFile.type')}</InputLabel>
              <Select
                labelId="returns-processing-type"
                label={translate('app.orders.returnsFile.type')}
                value={processingType}
                onChange={(event) => setProcessingType(event.target.value as ReturnsProcessingType)}
              >
                {RETURNS_PROCESSING_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {translate(`app.orders.returnsFile.types.${type}`)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <FormControlLabel
              control={
                <Checkbox
                  checked={ignorePurchasedSize}
                  onChange={(event) => setIgnorePurchasedSize(event.target.checked)}
                />
              }
              label={translate('app.orders.returnsFile.ignorePurchasedSize')}
            />
            <FormControlLabel
              control={
                <Checkbox checked={ignoreSkuSpaces} onChange={(event) => setIgnoreSkuSpaces(event.target.checked)} />
              }
              label={translate('app.orders.returnsFile.ignoreSkuSpaces')}
            />
          </Box>
        )}
        {state === 'loading' && (
          <Box role="status" sx={{ pt: 1 }}>
            <LinearProgress />
            <Typography variant="body2" sx={{ mt: 2 }}>
              {translate('app.orders.returnsFile.processing', { rows: job.data?.progress.rows ?? 0 })}
            </Typography>
          </Box>
        )}
        {state === 'success' && job.data?.summary && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            <Alert severity="success">{translate('app.orders.returnsFile.success')}</Alert>
            <Typography variant="body2">{translate('app.orders.returnsFile.summary', job.data.summary)}</Typography>
          </Box>
        )}
        {state === 'error' && <Alert severity="error">{translate('app.orders.returnsFile.error')}</Alert>}
      </DialogContent>
      <DialogActions>
        <DialogActionButton label="ra.action.close" onClick={onClose} />
        {state === 'form' && (
          <DialogActionButton
            label="app.orders.returnsFile.send"
            variant="contained"
            disabled={file === null}
            onClick={() =>
              file && upload.mutate({ file, options: { processingType, ignorePurchasedSize, ignoreSkuSpaces } })
            }
          />
        )}
        {state === 'success' && jobId !== null && (
          <DialogActionButton
            label="app.orders.returnsFile.download"
            variant="contained"
            onClick={download(() => api.downloadReturnsResult(jobId))}
          />
        )}
        {state === 'error' && (
          <DialogActionButton label="app.orders.returnsFile.again" variant="contained" onClick={() => upload.reset()} />
        )}
      </DialogActions>
    </>
  );
}
