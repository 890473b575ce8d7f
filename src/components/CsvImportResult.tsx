import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorDetailText } from '../providers/errorDetailText';
import type { CsvImportSummary } from './csvBatches';

// Never more than 100 rows rendered at once; the rest is counted.
const SHOWN_ERRORS = 100;

/** What an import did: the counts, then the rows the server refused and why. */
export function CsvImportResult({ summary, cancelled }: { summary: CsvImportSummary; cancelled: boolean }) {
  const translate = useTranslate();
  const { inserted, updated, unchanged, errors } = summary;
  const shown = errors.slice(0, SHOWN_ERRORS);
  // A line may break several rules: the heading counts lines, and errors when there are more.
  const lines = new Set(errors.map((error) => error.line)).size;
  return (
    <Box>
      {cancelled && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.csvImport.cancelled')}
        </Alert>
      )}
      <Typography>{translate('app.csvImport.inserted', { smart_count: inserted })}</Typography>
      <Typography>{translate('app.csvImport.updated', { smart_count: updated })}</Typography>
      <Typography>{translate('app.csvImport.unchanged', { smart_count: unchanged })}</Typography>
      {errors.length === 0 ? (
        <Typography sx={{ mt: 2 }} color="success.main">
          {translate('app.csvImport.noErrors')}
        </Typography>
      ) : (
        <>
          <Typography sx={{ mt: 2 }} color="error">
            {translate('app.csvImport.errors', { smart_count: lines })}
            {errors.length > lines && ` ${translate('app.csvImport.errorCount', { smart_count: errors.length })}`}
          </Typography>
          <Table size="small" aria-label={translate('app.csvImport.errorsTable')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.csvImport.line')}</TableCell>
                <TableCell>{translate('app.csvImport.field')}</TableCell>
                <TableCell>{translate('app.csvImport.message')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((error, index) => (
                <TableRow key={`${error.line}-${error.field}-${index}`}>
                  <TableCell>{error.line}</TableCell>
                  <TableCell>{error.field}</TableCell>
                  <TableCell>{errorDetailText(error, error.field, translate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {errors.length > shown.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('app.csvImport.moreErrors', { smart_count: errors.length - shown.length })}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
