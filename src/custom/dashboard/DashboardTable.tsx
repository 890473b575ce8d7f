import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardRow } from '../../../contract/dashboard';
import { INDICATORS, type DashboardOrdering, type DashboardSort, type Indicator } from '../../../domain/dashboard';
import { useNumberFormat } from '../../i18n/numbers';
import { IndicatorCell } from './IndicatorState';

const PERCENT = new Set<Indicator>(['coverage', 'usageRate']);

interface Props {
  rows: DashboardRow[];
  ordering: DashboardOrdering;
  onSort: (field: DashboardSort) => void;
  onOpen: (row: DashboardRow) => void;
}

/** The stores with their indicators; a header click cycles its column ascending → descending → none (spec 4). */
export function DashboardTable({ rows, ordering, onSort, onOpen }: Props) {
  const translate = useTranslate();
  const format = useNumberFormat();
  const header = (field: DashboardSort) => {
    const active = ordering?.field === field;
    const direction = active && ordering.order === 'DESC' ? 'desc' : 'asc';
    return (
      <TableCell
        key={field}
        sortDirection={active ? direction : false}
        aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      >
        <TableSortLabel active={active} direction={direction} onClick={() => onSort(field)}>
          {translate(`app.dashboard.columns.${field}`)}
        </TableSortLabel>
      </TableCell>
    );
  };
  const valueText = (indicator: Indicator, value: number | null) => {
    if (value === null) return null;
    return PERCENT.has(indicator) ? format.percent(value / 100) : format.number(value);
  };
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>{(['name', ...INDICATORS] as DashboardSort[]).map(header)}</TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell>
                <Link component="button" variant="body2" onClick={() => onOpen(row)} sx={{ textAlign: 'left' }}>
                  {row.name}
                </Link>
              </TableCell>
              {INDICATORS.map((indicator) => (
                <TableCell key={indicator}>
                  <IndicatorCell
                    indicator={indicator}
                    state={row[indicator].state}
                    value={valueText(indicator, row[indicator].value)}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
