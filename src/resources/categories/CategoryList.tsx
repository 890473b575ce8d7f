import { useMemo } from 'react';
import { BooleanField, DataTable, useRecordContext } from 'react-admin';
import { ChoiceCol, TextCol } from '../../components/DataTableCols';
import { NamedRecordList } from '../../components/PagedList';
import { CLOTHES_TYPE_CHOICES, TABLE_TYPE_CHOICES } from '../modelings/modelingChoices';
import { CategoryBulkActions } from './CategoryBulkActions';
import type { Category } from '../../../contract/categories';
import { useStrongCategories } from './strongCategories';

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
  <NamedRecordList bulkActionButtons={<CategoryBulkActions />}>
    <TextCol source="originalName" disableSort />
    <ChoiceCol source="type" choices={TABLE_TYPE_CHOICES} disableSort />
    <ChoiceCol source="clothesType" choices={CLOTHES_TYPE_CHOICES} emptyText="—" disableSort />
    <DataTable.Col source="strongCategoryName" disableSort>
      <StrongCategoryField />
    </DataTable.Col>
    <DataTable.Col source="sizeTailor" disableSort>
      <BooleanField source="sizeTailor" />
    </DataTable.Col>
  </NamedRecordList>
);
