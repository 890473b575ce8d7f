import { DataTable, InfiniteList, SearchInput, useRecordContext, useTranslate } from 'react-admin';
import { PreviousPageLoader } from '../../components/PreviousPageLoader';
import { RowLink } from '../../components/RowLink';
import type { StrongCategory } from '../../../contract/strongCategories';
import { missingCount } from './missingTranslations';

const PER_PAGE = 25;
// At most 4 pages of 25 stay loaded, so the table never renders more than 100 rows.
const MAX_PAGES = 4;

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const TypeField = () => {
  const record = useRecordContext<StrongCategory>();
  const translate = useTranslate();
  return record ? translate(`app.strongCategories.types.${record.type}`, { _: record.type }) : null;
};

const SubcategoryCount = () => {
  const record = useRecordContext<StrongCategory>();
  return record ? record.subcategories.length : null;
};

const MissingTranslations = () => {
  const record = useRecordContext<StrongCategory>();
  return record ? missingCount(record.translations) : null;
};

export const StrongCategoryList = () => (
  <InfiniteList
    perPage={PER_PAGE}
    sort={{ field: 'name', order: 'ASC' }}
    filters={filters}
    exporter={false}
    queryOptions={{ maxPages: MAX_PAGES }}
  >
    <PreviousPageLoader />
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name">
        <RowLink />
      </DataTable.Col>
      <DataTable.Col source="type">
        <TypeField />
      </DataTable.Col>
      <DataTable.Col source="subcategoryCount" disableSort>
        <SubcategoryCount />
      </DataTable.Col>
      <DataTable.Col source="missingTranslations" disableSort>
        <MissingTranslations />
      </DataTable.Col>
    </DataTable>
  </InfiniteList>
);
