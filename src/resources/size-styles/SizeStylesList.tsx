import { DataTable, FilterButton, NumberField, ReferenceInput, SelectInput, TopToolbar } from 'react-admin';
import type { StrongStyle } from '../../../contract/strongStyles';
import { ChoiceCol, TextCol } from '../../components/DataTableCols';
import { HintedSearchInput, PagedList } from '../../components/PagedList';
import { AGE_GROUP_CHOICES, GENDER_CHOICES, SIZE_TYPE_CHOICES } from '../../resources/modelings/modelingChoices';
import { useStrongCategories } from '../../resources/categories/strongCategories';
import { AssociateTableButton } from './AssociateTableButton';
import { StyleWeightField } from './StyleWeightField';
import { SizeStylesEmpty } from './SizeStylesEmpty';
import { SyncStylesButton } from './SyncStylesButton';
import { NamedAutocompleteInput } from '../../components/NamedAutocompleteInput';

const LINKED_CHOICES = [
  { id: 'true', name: 'ra.boolean.true' },
  { id: 'false', name: 'ra.boolean.false' },
];

/** The provider categories, for the category filter, named in the interface language. */
const CategoryFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const { categories } = useStrongCategories();
  return <SelectInput {...props} choices={categories} translateChoice={false} />;
};

const filters = [
  <HintedSearchInput key="q" source="q" hint="resources.size-styles.fields.name" alwaysOn />,
  <ReferenceInput key="strongBrandId" source="strongBrandId" reference="strong-brands" alwaysOn>
    <NamedAutocompleteInput label="resources.size-styles.fields.strongBrandId" />
  </ReferenceInput>,
  <CategoryFilter key="strongCategoryId" source="strongCategoryId" alwaysOn />,
  <SelectInput key="gender" source="gender" choices={GENDER_CHOICES} alwaysOn />,
  <SelectInput key="ageGroup" source="ageGroup" choices={AGE_GROUP_CHOICES} />,
  <SelectInput key="sizeType" source="sizeType" choices={SIZE_TYPE_CHOICES} />,
  <SelectInput key="linked" source="linked" choices={LINKED_CHOICES} alwaysOn />,
];

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <SyncStylesButton />
  </TopToolbar>
);

/** Size styles (route /size-styles): the strong catalogue's groups, their weight and provider table. */
export const SizeStylesList = () => (
  <PagedList<StrongStyle>
    resource="size-styles"
    titleKey="app.pages.sizeStyles"
    sort={{ field: 'productCount', order: 'DESC' }}
    filters={filters}
    actions={<ListActions />}
    empty={<SizeStylesEmpty />}
  >
    <DataTable rowClick={false} bulkActionButtons={<AssociateTableButton />}>
      <DataTable.Col source="strongBrandName" disableSort />
      <TextCol source="strongCategoryName" disableSort />
      <TextCol source="strongSubcategoryName" disableSort />
      <TextCol source="model" />
      <ChoiceCol source="gender" choices={GENDER_CHOICES} disableSort />
      <ChoiceCol source="ageGroup" choices={AGE_GROUP_CHOICES} disableSort />
      <ChoiceCol source="sizeType" choices={SIZE_TYPE_CHOICES} disableSort />
      <DataTable.Col source="productCount">
        <NumberField source="productCount" />
      </DataTable.Col>
      <DataTable.Col source="weightStyle">
        <StyleWeightField />
      </DataTable.Col>
      <TextCol source="modelingName" disableSort />
    </DataTable>
  </PagedList>
);
