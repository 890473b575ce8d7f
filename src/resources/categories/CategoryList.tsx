import { useMemo } from 'react';
import {
  BooleanField,
  DataTable,
  InfiniteList,
  SearchInput,
  SelectField,
  TextField,
  useRecordContext,
} from 'react-admin';
import { PreviousPageLoader } from '../../components/PreviousPageLoader';
import { RowLink } from '../../components/RowLink';
import { CLOTHES_TYPE_CHOICES, TABLE_TYPE_CHOICES } from '../modelings/modelingChoices';
import { CategoryBulkActions } from './CategoryBulkActions';
import type { Category } from './categorySave';
import { useStrongCategories } from './strongCategories';

const PER_PAGE = 25;
// At most 4 pages of 25 stay loaded, so the table never renders more than 100 rows.
const MAX_PAGES = 4;

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** "Category › Subcategory" in the interface language when the provider list knows them. */
const StrongCategoryField = () => {
  const record = useRecordContext<Category>();
  const { categories } = useStrongCategories();
  return useMemo(() => {
    if (!record || record.strongCategoryId == null) return '—';
    const category = categories.find((c) => c.id === record.strongCategoryId);
    const subcategory = category?.subcategories.find((s) => s.id === record.strongSubcategoryId);
    const names = [
      category?.name ?? record.strongCategoryName,
      record.strongSubcategoryId != null ? (subcategory?.name ?? record.strongSubcategoryName) : null,
    ];
    return names.filter(Boolean).join(' › ');
  }, [record, categories]);
};

export const CategoryList = () => (
  <InfiniteList
    perPage={PER_PAGE}
    sort={{ field: 'name', order: 'ASC' }}
    filters={filters}
    exporter={false}
    queryOptions={{ maxPages: MAX_PAGES }}
  >
    <PreviousPageLoader />
    <DataTable rowClick="edit" bulkActionButtons={<CategoryBulkActions />}>
      <DataTable.Col source="name">
        <RowLink />
      </DataTable.Col>
      <DataTable.Col source="originalName" disableSort>
        <TextField source="originalName" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="type" disableSort>
        <SelectField source="type" choices={TABLE_TYPE_CHOICES} />
      </DataTable.Col>
      <DataTable.Col source="clothesType" disableSort>
        <SelectField source="clothesType" choices={CLOTHES_TYPE_CHOICES} emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="strongCategoryName" disableSort>
        <StrongCategoryField />
      </DataTable.Col>
      <DataTable.Col source="sizeTailor" disableSort>
        <BooleanField source="sizeTailor" />
      </DataTable.Col>
    </DataTable>
  </InfiniteList>
);
