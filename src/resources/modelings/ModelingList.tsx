import {
  AutocompleteInput,
  DataTable,
  FilterButton,
  List,
  Pagination,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  type SearchInputProps,
  TopToolbar,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { RowLink } from '../../components/RowLink';
import { ModelingBulkActions } from './ModelingBulkActions';
import { ModelingEmpty } from './ModelingEmpty';
import { SizesField, StaticField, UpdatedAtField } from './ModelingFields';
import { NewTableButtons } from './NewTableButtons';
import {
  AGE_GROUP_CHOICES,
  CLOTHES_TYPE_CHOICES,
  GENDER_CHOICES,
  TABLE_TYPE_CHOICES,
  type ModelingSummary,
} from './modelingChoices';

// The API serves at most 100 per page, which is also the most rows the screen renders at once.
const PAGE_SIZES = [25, 50, 100];

const NameSearchInput = (props: SearchInputProps) => {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate('app.tables.search')} />;
};

const filters = [
  <NameSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={TABLE_TYPE_CHOICES} alwaysOn />,
  <SelectInput key="gender" source="gender" choices={GENDER_CHOICES} alwaysOn />,
  <ReferenceInput key="brandId" source="brandId" reference="brands" alwaysOn>
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <SelectInput key="clothesType" source="clothesType" choices={CLOTHES_TYPE_CHOICES} />,
  <SelectInput key="ageGroup" source="ageGroup" choices={AGE_GROUP_CHOICES} />,
];

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <NewTableButtons />
  </TopToolbar>
);

const editorPath = (id: Identifier) => `/table/single/${encodeURIComponent(id)}`;

/** The store's measurement tables (route /table); a row opens the table editor. */
export const ModelingList = () => {
  const translate = useTranslate();
  return (
    <List<ModelingSummary>
      resource="modelings"
      title={translate('app.pages.table')}
      perPage={PAGE_SIZES[0]}
      sort={{ field: 'name', order: 'ASC' }}
      filters={filters}
      actions={<ListActions />}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      empty={<ModelingEmpty />}
      exporter={false}
    >
      <DataTable rowClick={editorPath} bulkActionButtons={<ModelingBulkActions />}>
        <DataTable.Col source="name">
          <RowLink to={editorPath} />
        </DataTable.Col>
        <DataTable.Col source="type">
          <SelectField source="type" choices={TABLE_TYPE_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="gender">
          <SelectField source="gender" choices={GENDER_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="brandName" disableSort>
          <TextField source="brandName" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="sizes" disableSort>
          <SizesField />
        </DataTable.Col>
        <DataTable.Col source="static" disableSort>
          <StaticField />
        </DataTable.Col>
        <DataTable.Col source="updatedAt">
          <UpdatedAtField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
