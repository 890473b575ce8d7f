import { Alert, Chip, Stack, Typography } from '@mui/material';
import {
  DataTable,
  DataTableClasses,
  NumberField,
  Pagination,
  useListContext,
  useRecordContext,
  useTranslate,
  type GetListResult,
} from 'react-admin';
import type { QueueEntry } from '../../../contract/feeds';
import { PAGE_SIZES, PagedList } from '../../components/PagedList';
import { useIntlLocale } from '../../i18n/intlLocale';
import { errorNotice } from '../../providers/saveErrors';
import { MerchantFeedPanel } from './MerchantFeedPanel';
import { POLL_IDLE_MS, POLL_RUNNING_MS } from './feedQueries';
import { QueueActions } from './QueueActions';
import { RunProgressBar } from './RunProgressBar';
import { FeedUrlField } from './FeedUrlField';

const STATUS_COLORS = { waiting: 'default', running: 'info', failed: 'error' } as const;

const running = (answer: GetListResult<QueueEntry> | undefined) =>
  Boolean(answer?.data.some((entry) => entry.status === 'running'));

/** The entry's status, with the import's progress while it runs and the reason when it failed. */
function StatusField() {
  const entry = useRecordContext<QueueEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        color={STATUS_COLORS[entry.status]}
        label={translate(`app.integration.status.${entry.status}`)}
      />
      {entry.status === 'running' && entry.progress && <RunProgressBar progress={entry.progress} />}
      {entry.status === 'failed' && entry.failure && (
        <Typography variant="caption" color="error">
          {entry.failure}
        </Typography>
      )}
    </Stack>
  );
}

function PositionField() {
  const entry = useRecordContext<QueueEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  return <>{entry.status === 'running' ? translate('app.integration.queue.now') : entry.position}</>;
}

/** No rows: the queue is empty, or it could not be read (the error is said, not an empty queue). */
function QueueEmpty() {
  const translate = useTranslate();
  const { error } = useListContext();
  if (error) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {errorNotice(error, translate)}
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{ m: 2 }}>
      {translate('app.integration.queue.empty')}
    </Alert>
  );
}

function QueuePagination() {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={PAGE_SIZES} />;
}

/**
 * The integration queue (route /integration): the stores waiting for a feed import in the order they run,
 * the running one with its progress (asked again every few seconds), and the merchant-feed worker's state.
 */
export function IntegrationPage() {
  const locale = useIntlLocale();
  return (
    <>
      <MerchantFeedPanel />
      <PagedList<QueueEntry>
        resource="integrations"
        titleKey="app.pages.integration"
        storeKey={false}
        disableSyncWithLocation
        actions={false}
        empty={false}
        pagination={<QueuePagination />}
        queryOptions={{
          refetchInterval: (query) => (running(query.state.data) ? POLL_RUNNING_MS : POLL_IDLE_MS),
        }}
      >
        <DataTable
          bulkActionButtons={false}
          rowClick={false}
          empty={<QueueEmpty />}
          // On a narrow screen the table scrolls sideways instead of widening the page.
          sx={{ [`& .${DataTableClasses.tableWrapper}`]: { overflowX: 'auto' } }}
        >
          <DataTable.Col source="position" disableSort>
            <PositionField />
          </DataTable.Col>
          <DataTable.Col source="tenantName" disableSort />
          <DataTable.Col source="feedUrl" disableSort>
            <FeedUrlField />
          </DataTable.Col>
          <DataTable.Col source="totalProducts" disableSort>
            <NumberField source="totalProducts" locales={locale} />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <StatusField />
          </DataTable.Col>
          <DataTable.Col label="app.integration.queue.actions" disableSort>
            <QueueActions />
          </DataTable.Col>
        </DataTable>
      </PagedList>
    </>
  );
}
