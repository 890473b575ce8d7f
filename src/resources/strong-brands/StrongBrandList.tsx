import { BooleanField, DataTable, InfiniteList, SearchInput, useRecordContext, useTranslate } from 'react-admin';
import { PreviousPageLoader } from '../../components/PreviousPageLoader';
import { RowLink } from '../../components/RowLink';
import type { StrongBrand } from '../../../contract/strongBrands';

const PER_PAGE = 25;
// At most 4 pages of 25 stay loaded, so the table never renders more than 100 rows.
const MAX_PAGES = 4;

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** A value of a list of the domain (gender, age group) by its translated name. */
const ChoiceField = ({ source, keys }: { source: 'gender' | 'ageGroup'; keys: string }) => {
  const record = useRecordContext<StrongBrand>();
  const translate = useTranslate();
  return record ? translate(`${keys}.${record[source]}`, { _: record[source] }) : null;
};

export const StrongBrandList = () => (
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
      <DataTable.Col source="gender" disableSort>
        <ChoiceField source="gender" keys="app.genders" />
      </DataTable.Col>
      <DataTable.Col source="ageGroup" disableSort>
        <ChoiceField source="ageGroup" keys="app.ageGroups" />
      </DataTable.Col>
      <DataTable.Col source="shoe" disableSort>
        <BooleanField source="shoe" />
      </DataTable.Col>
      <DataTable.Col source="active">
        <BooleanField source="active" />
      </DataTable.Col>
    </DataTable>
  </InfiniteList>
);
