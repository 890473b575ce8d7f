import { DataTable, InfiniteList, SearchInput, TextField, useRecordContext, useTranslate } from 'react-admin';
import { BrandBulkActions } from './BrandBulkActions';
import { PreviousPageLoader } from '../../components/PreviousPageLoader';
import { RowLink } from '../../components/RowLink';
import type { Brand } from './brandSave';
import { sizeSystemLabel } from './sizeSystems';

const PER_PAGE = 25;
// At most 4 pages of 25 stay loaded, so the table never renders more than 100 rows.
const MAX_PAGES = 4;

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const SizeSystemField = () => {
  const record = useRecordContext<Brand>();
  const translate = useTranslate();
  return record?.sizeSystem ? sizeSystemLabel(record.sizeSystem, translate) : '—';
};

export const BrandList = () => (
  <InfiniteList
    perPage={PER_PAGE}
    sort={{ field: 'name', order: 'ASC' }}
    filters={filters}
    exporter={false}
    queryOptions={{ maxPages: MAX_PAGES }}
  >
    <PreviousPageLoader />
    <DataTable rowClick="edit" bulkActionButtons={<BrandBulkActions />}>
      <DataTable.Col source="name">
        <RowLink />
      </DataTable.Col>
      <DataTable.Col source="sizeSystem">
        <SizeSystemField />
      </DataTable.Col>
      <DataTable.Col source="strongBrandName" disableSort>
        <TextField source="strongBrandName" emptyText="—" />
      </DataTable.Col>
    </DataTable>
  </InfiniteList>
);
