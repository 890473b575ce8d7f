import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TableVersion } from '../../../../../contract/tableHistory';
import { useValueText } from '../../../../components/useValueText';
import { useIntlLocale } from '../../../../i18n/intlLocale';
import { useMetric } from '../../../../layout/useMetric';
import { displayValue, unitOf } from '../unitDisplay';

type Cell = TableVersion['diff']['cells'][number]['before'];

/** A cell as the editor shows it: "start–end" in the unit chosen, or its text. */
function useCellText() {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const [metric] = useMetric();
  return (cell: Cell, measure: string) => {
    if (!cell) return translate('app.tableHistory.changes.empty');
    if (cell.value != null) return cell.value;
    const unit = unitOf(measure, metric);
    const range = `${displayValue(cell.initialValue, measure, metric, locale)}–${displayValue(cell.finalValue, measure, metric, locale)}`;
    return unit ? `${range} ${unit}` : range;
  };
}

/** What one version changed against the one before: header fields, sizes added or removed, cells per size and measure. */
export function VersionChanges({ version, resource }: { version: TableVersion; resource: string }) {
  const translate = useTranslate();
  const cellText = useCellText();
  const valueText = useValueText();
  const { diff } = version;
  const fieldLabel = (field: string) =>
    translate(`resources.${resource}.fields.${field}`, {
      _: translate(`resources.modelings.fields.${field}`, { _: field }),
    });
  const isFirst = diff.fields.length === 0 && diff.removedSizes.length === 0 && diff.cells.length === 0;
  const unchanged = isFirst && diff.addedSizes.length === 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="version-changes">
      {unchanged && <Typography color="text.secondary">{translate('app.tableHistory.changes.none')}</Typography>}
      {diff.fields.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {translate('app.tableHistory.changes.fields')}
          </Typography>
          <Table size="small">
            <TableBody>
              {diff.fields.map((f) => (
                <TableRow key={f.field}>
                  <TableCell component="th" scope="row">
                    {fieldLabel(f.field)}
                  </TableCell>
                  <TableCell sx={{ color: 'text.secondary' }}>{valueText(f.before)}</TableCell>
                  <TableCell>{valueText(f.after)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {(diff.addedSizes.length > 0 || diff.removedSizes.length > 0) && (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {translate('app.tableHistory.changes.sizes')}
          </Typography>
          {diff.addedSizes.length > 0 && (
            <Typography variant="body2">
              {translate(isFirst ? 'app.tableHistory.changes.first' : 'app.tableHistory.changes.addedSizes', {
                sizes: diff.addedSizes.join(', '),
              })}
              {isFirst && ` (${diff.addedSizes.join(', ')})`}
            </Typography>
          )}
          {diff.removedSizes.length > 0 && (
            <Typography variant="body2">
              {translate('app.tableHistory.changes.removedSizes', { sizes: diff.removedSizes.join(', ') })}
            </Typography>
          )}
        </Box>
      )}
      {diff.cells.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Typography variant="subtitle2" component="h3">
            {translate('app.tableHistory.changes.cells')}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.tableHistory.changes.size')}</TableCell>
                <TableCell>{translate('app.tableHistory.changes.measure')}</TableCell>
                <TableCell>{translate('app.tableHistory.changes.before')}</TableCell>
                <TableCell>{translate('app.tableHistory.changes.after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {diff.cells.map((c) => (
                <TableRow key={`${c.size}:${c.measure}`}>
                  <TableCell>{c.size}</TableCell>
                  <TableCell>{translate(`app.measures.${c.measure}`, { _: c.measure })}</TableCell>
                  <TableCell sx={{ color: 'text.secondary' }}>{cellText(c.before, c.measure)}</TableCell>
                  <TableCell sx={{ fontWeight: 'bold' }}>{cellText(c.after, c.measure)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
