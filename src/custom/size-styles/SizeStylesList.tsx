import {
  DataTable,
  FilterButton,
  List,
  NumberField,
  Pagination,
  ReferenceInput,
  AutocompleteInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  useGetList,
  useTranslate,
  type SearchInputProps,
} from 'react-admin';
import type { StrongStyle } from '../../../contract/strongStyles';
import { AGE_GROUP_CHOICES, GENDER_CHOICES, SIZE_TYPE_CHOICES } from '../../resources/modelings/modelingChoices';
import { AssociateTableButton } from './AssociateTableButton';
import { StyleWeightField } from './StyleWeightField';
import { SizeStylesEmpty } from './SizeStylesEmpty';
import { SyncStylesButton } from './SyncStylesButton';

const PAGE_SIZES = [25, 50, 100];
const LINKED_CHOICES = [
  { id: 'true', name: 'ra.boolean.true' },
  { id: 'false', name: 'ra.boolean.false' },
];

const NameSearchInput = (props: SearchInputProps) => {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate('resources.size-styles.fields.name')} />;
};

/** The provider categories, for the category filter (they are few: one page). */
const CategoryFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const { data } = useGetList<{ id: number; name: string }>('strong-categories', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  return <SelectInput {...props} choices={data ?? []} translateChoice={false} />;
};

const filters = [
  <NameSearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="strongBrandId" source="strongBrandId" reference="strong-brands" alwaysOn>
    <AutocompleteInput optionText="name" label="resources.size-styles.fields.strongBrandId" />
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
export const SizeStylesList = () => {
  const translate = useTranslate();
  return (
    <List<StrongStyle>
      resource="size-styles"
      title={translate('app.pages.sizeStyles')}
      perPage={PAGE_SIZES[0]}
      sort={{ field: 'productCount', order: 'DESC' }}
      filters={filters}
      actions={<ListActions />}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      exporter={false}
      empty={<SizeStylesEmpty />}
    >
      <DataTable rowClick={false} bulkActionButtons={<AssociateTableButton />}>
        <DataTable.Col source="strongBrandName" disableSort />
        <DataTable.Col source="strongCategoryName" disableSort>
          <TextField source="strongCategoryName" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="strongSubcategoryName" disableSort>
          <TextField source="strongSubcategoryName" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="model">
          <TextField source="model" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="gender" disableSort>
          <SelectField source="gender" choices={GENDER_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="ageGroup" disableSort>
          <SelectField source="ageGroup" choices={AGE_GROUP_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="sizeType" disableSort>
          <SelectField source="sizeType" choices={SIZE_TYPE_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="productCount">
          <NumberField source="productCount" />
        </DataTable.Col>
        <DataTable.Col source="weightStyle">
          <StyleWeightField />
        </DataTable.Col>
        <DataTable.Col source="modelingName" disableSort>
          <TextField source="modelingName" emptyText="—" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
