import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Box, Button as MuiButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Title, useTranslate } from 'react-admin';
import type { DashboardQuery, DashboardRow } from '../../../contract/dashboard';
import {
  DASHBOARD_PERIODS,
  nextOrdering,
  type DashboardOrdering,
  type DashboardPeriod,
  type DashboardSort,
} from '../../../domain/dashboard';
import { DEFAULT_PAGE_SIZE } from '../../../domain/limits';
import { Spinner } from '../../components/Spinner';
import { TranslatedTablePagination } from '../../components/TranslatedTablePagination';
import { useIntlLocale } from '../../i18n/intlLocale';
import { useApi } from '../../providers/useApi';
import { dashboardApi } from './dashboardApi';
import { DashboardTable } from './DashboardTable';
import { compact, FILTERS, loadFilters, saveFilters, type DashboardFilters } from './dashboardFilters';
import { FilterPopover } from './FilterPopover';
import { IndicatorLegend } from './IndicatorState';
import { OverviewCards } from './OverviewCards';
import { StoreDetailsDialog } from './StoreDetailsDialog';
import { useNotifyError, errorNotice } from '../../providers/saveErrors';

/**
 * The health dashboard (route /dashboard, moderators): overview cards for the period, the advanced
 * filters (kept in the browser), the legend, every store's indicators ordered by a column, the CSV of
 * the filtered list, and a store's details on a click on its name.
 */
export const DashboardPage = () => {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const locale = useIntlLocale();
  const api = useApi(dashboardApi);
  const [filters, setFilters] = useState<DashboardFilters>(loadFilters);
  const [period, setPeriod] = useState<DashboardPeriod>('daily');
  const [ordering, setOrdering] = useState<DashboardOrdering>(null);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [opened, setOpened] = useState<DashboardRow | null>(null);

  const query: DashboardQuery = {
    ...filters,
    period,
    page,
    size,
    ...(ordering && { sortField: ordering.field, sortOrder: ordering.order }),
  };
  const { data, error, isPending, isFetching } = useQuery({
    queryKey: ['dashboard', query],
    queryFn: ({ signal }) => api.getDashboard(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

  const changeFilters = (next: DashboardFilters) => {
    const kept = compact(next);
    saveFilters(kept);
    setFilters(kept);
    setPage(0);
  };
  const sort = (field: DashboardSort) => {
    setOrdering((current) => nextOrdering(current, field));
    setPage(0);
  };
  const exportCsv = async () => {
    try {
      await api.downloadDashboard({ ...query, page: undefined, size: undefined });
    } catch (e) {
      notifyError(e);
    }
  };

  let list;
  if (isPending) list = <Spinner />;
  else if (error || !data) list = <Alert severity="error">{errorNotice(error, translate)}</Alert>;
  else if (data.data.length === 0) list = <Alert severity="info">{translate('app.dashboard.empty')}</Alert>;
  else
    list = (
      <>
        <DashboardTable rows={data.data} ordering={ordering} onSort={sort} onOpen={setOpened} />
        <TranslatedTablePagination
          component="div"
          count={data.total}
          page={page}
          rowsPerPage={size}
          rowsPerPageOptions={[DEFAULT_PAGE_SIZE, 50, 100]}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(e) => {
            setSize(Number(e.target.value));
            setPage(0);
          }}
        />
      </>
    );

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2, minWidth: 0 }}>
      <Title title={translate('app.pages.dashboard')} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={translate('app.dashboard.period')}
          value={period}
          onChange={(e) => {
            setPeriod(e.target.value as DashboardPeriod);
            setPage(0);
          }}
          sx={{ minWidth: 160 }}
        >
          {DASHBOARD_PERIODS.map((p) => (
            <MenuItem key={p} value={p}>
              {translate(`app.dashboard.periods.${p}`)}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          {data?.refreshedAt
            ? translate('app.dashboard.lastUpdate', { date: new Date(data.refreshedAt).toLocaleString(locale) })
            : translate('app.dashboard.neverUpdated')}
        </Typography>
        {isFetching && !isPending && <Spinner size={20} />}
      </Stack>
      {data && <OverviewCards overview={data.overview} />}
      <Box component="section" aria-label={translate('app.dashboard.filters.title')}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {FILTERS.map((definition) => (
            <FilterPopover
              key={definition.key}
              definition={definition}
              filters={filters}
              responsibles={data?.responsibles ?? []}
              onChange={(value) => changeFilters({ ...filters, [definition.key]: value })}
            />
          ))}
          {Object.keys(filters).length > 0 && (
            <MuiButton size="small" onClick={() => changeFilters({})}>
              {translate('app.dashboard.filters.clearAll')}
            </MuiButton>
          )}
        </Stack>
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <IndicatorLegend />
        <Box sx={{ flexGrow: 1 }} />
        <Button label="app.dashboard.export" onClick={() => void exportCsv()} disabled={!data || data.total === 0}>
          <DownloadIcon />
        </Button>
      </Stack>
      {list}
      {opened && <StoreDetailsDialog storeId={opened.id} onClose={() => setOpened(null)} />}
    </Stack>
  );
};
