import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StrongModeling } from '../../../contract/strongModelings';
import { useNumberFormat } from '../../i18n/numbers';

/** Per size, what learning measured (read only): its confidence and the shoppers it learned from. */
export function StrongSizeStats({ record }: { record: StrongModeling }) {
  const translate = useTranslate();
  const format = useNumberFormat();
  if (record.rows.length === 0) return null;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.strongTables.editor.statsTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.strongTables.editor.size')}</TableCell>
            <TableCell align="right">{translate('app.strongTables.editor.confidence')}</TableCell>
            <TableCell align="right">{translate('app.strongTables.editor.samples')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.rows.map((row, index) => (
            <TableRow key={index}>
              <TableCell component="th" scope="row">
                {row.labels[record.sizeSystem] ?? Object.values(row.labels)[0] ?? `#${index + 1}`}
              </TableCell>
              <TableCell align="right">{row.confidence === null ? '—' : format.percent(row.confidence)}</TableCell>
              <TableCell align="right">{format.number(row.sampleCount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary">
        {translate('app.strongTables.editor.statsNote')}
      </Typography>
    </TableContainer>
  );
}
