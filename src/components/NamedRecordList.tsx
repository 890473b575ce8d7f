import type { ReactNode } from 'react';
import { DataTable, InfiniteList, SearchInput, type DataTableProps } from 'react-admin';
import { PreviousPageLoader } from './PreviousPageLoader';
import { RowLink } from './RowLink';
import { ListLoadError } from './ListLoadError';

const PER_PAGE = 25;
// At most 4 pages of 25 stay loaded, so the table never renders more than 100 rows.
const MAX_PAGES = 4;

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * The list of records known by their name (brands, categories and the provider's own): searched by
 * name, sorted by name, loaded page after page; the name opens the record and `children` are the
 * other columns.
 */
export const NamedRecordList = ({
  bulkActionButtons = false,
  children,
}: {
  bulkActionButtons?: DataTableProps['bulkActionButtons'];
  children: ReactNode;
}) => (
  <InfiniteList
    perPage={PER_PAGE}
    sort={{ field: 'name', order: 'ASC' }}
    filters={filters}
    exporter={false}
    error={<ListLoadError />}
    queryOptions={{ maxPages: MAX_PAGES }}
  >
    <PreviousPageLoader />
    <DataTable rowClick="edit" bulkActionButtons={bulkActionButtons}>
      <DataTable.Col source="name">
        <RowLink />
      </DataTable.Col>
      {children}
    </DataTable>
  </InfiniteList>
);
