import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { DialogActionButton } from './DialogActionButton';
import { CSV_FILES, FileButton } from './FileButton';
import { DIALOG_WIDTHS } from './dialogWidths';
import { CsvImportResult } from './CsvImportResult';
import { importCsv, isCsvFile, type CsvImportSummary, type CsvRow } from './csvBatches';
import { detectCsvEncoding, type CsvEncoding } from './csvEncoding';
import { errorMessageKey } from '../providers/saveErrors';

export type { CsvImportSummary, CsvRow, CsvRowError } from './csvBatches';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Translation key of the dialog title. */
  title: string;
  /** Columns the API takes; other columns of the file are left out. */
  columns: readonly string[];
  /** Sends one batch; the API answers what it did with it. */
  send: (rows: CsvRow[]) => Promise<CsvImportSummary>;
  batchSize?: number;
  /** Called once the import ends (also when cancelled part way), to refresh what the screen shows. */
  onImported?: (summary: CsvImportSummary) => void;
}

type Step =
  | { name: 'choose'; file: File | null; wrongFormat: boolean }
  | { name: 'running'; sent: number; total: number | null; encoding?: CsvEncoding }
  | { name: 'done'; summary: CsvImportSummary; cancelled: boolean; encoding: CsvEncoding }
  | { name: 'failed'; message: string };

const CHOOSE: Step = { name: 'choose', file: null, wrongFormat: false };

function CsvEncodingNote({ encoding }: { encoding: CsvEncoding }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
      {translate('app.csvImport.encoding', { encoding: translate(`app.csvImport.encodings.${encoding}`) })}
    </Typography>
  );
}

/** CSV import: pick a file, watch it go up in batches, then read what was inserted, updated or refused. */
export function CsvImportDialog({ open, onClose, title, columns, send, batchSize = 500, onImported }: Props) {
  const translate = useTranslate();
  const [step, setStep] = useState<Step>(CHOOSE);
  const cancelled = useRef(false);
  const running = step.name === 'running';

  const close = () => {
    if (running) return;
    setStep(CHOOSE);
    onClose();
  };

  const pick = (file: File) =>
    setStep({ name: 'choose', file: isCsvFile(file) ? file : null, wrongFormat: !isCsvFile(file) });

  const start = async (file: File) => {
    cancelled.current = false;
    setStep({ name: 'running', sent: 0, total: null });
    try {
      const encoding = await detectCsvEncoding(file);
      const summary = await importCsv(file, {
        columns,
        encoding,
        batchSize,
        send,
        onProgress: (sent, total) => setStep({ name: 'running', sent, total, encoding }),
        isCancelled: () => cancelled.current,
      });
      setStep({ name: 'done', summary, cancelled: cancelled.current, encoding });
      onImported?.(summary);
    } catch (error) {
      setStep({ name: 'failed', message: errorMessageKey(error) });
      onImported?.({ inserted: 0, updated: 0, unchanged: 0, errors: [] });
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTHS.comfy } } }}>
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent>
        {step.name === 'choose' && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('app.csvImport.help', { columns: columns.join(', ') })}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <FileButton label="app.csvImport.choose" accept={CSV_FILES} onFile={pick} data-testid="csv-file" />
              {step.file && <Typography>{step.file.name}</Typography>}
            </Box>
            {step.wrongFormat && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {translate('app.csvImport.wrongFormat')}
              </Alert>
            )}
          </>
        )}
        {step.name === 'running' && (
          <Box sx={{ py: 2 }}>
            <LinearProgress
              variant={step.total ? 'determinate' : 'indeterminate'}
              value={step.total ? (100 * step.sent) / step.total : 0}
            />
            <Typography variant="body2" sx={{ mt: 1 }} role="status">
              {step.total === null
                ? translate('app.csvImport.reading')
                : translate('app.csvImport.progress', { sent: step.sent, total: step.total })}
            </Typography>
            {step.encoding && <CsvEncodingNote encoding={step.encoding} />}
          </Box>
        )}
        {step.name === 'done' && (
          <>
            <CsvImportResult summary={step.summary} cancelled={step.cancelled} />
            <CsvEncodingNote encoding={step.encoding} />
          </>
        )}
        {step.name === 'failed' && (
          <Alert severity="error">
            {translate('app.csvImport.failed')} {translate(step.message, { _: step.message })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {step.name === 'choose' && (
          <>
            <DialogActionButton label="ra.action.cancel" onClick={close} />
            <DialogActionButton
              label="app.csvImport.start"
              variant="contained"
              disabled={!step.file}
              onClick={() => step.file && start(step.file)}
            />
          </>
        )}
        {running && (
          <DialogActionButton
            label="app.csvImport.cancel"
            onClick={() => {
              cancelled.current = true;
            }}
          />
        )}
        {(step.name === 'done' || step.name === 'failed') && (
          <DialogActionButton label="ra.action.close" onClick={close} />
        )}
      </DialogActions>
    </Dialog>
  );
}
