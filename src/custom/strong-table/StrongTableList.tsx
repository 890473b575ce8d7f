import AddIcon from '@mui/icons-material/Add';
import {
  BulkDeleteButton,
  Button,
  LinkBase,
  DataTable,
  FilterButton,
  List,
  NumberField,
  Pagination,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  useTranslate,
  type Identifier,
  type SearchInputProps,
} from 'react-admin';
import type { StrongModelingSummary } from '../../../contract/strongModelings';
import { SizesField, UpdatedAtField } from '../../resources/modelings/ModelingFields';
import { GENDER_CHOICES, TABLE_TYPE_CHOICES } from '../../resources/modelings/modelingChoices';
import { StrongTableActions } from './StrongTableActions';

const PAGE_SIZES = [25, 50, 100];
const KIND_CHOICES = [
  { id: 'STATIC', name: 'app.strongTables.kinds.STATIC' },
  { id: 'ORGANIC', name: 'app.strongTables.kinds.ORGANIC' },
];

const NameSearchInput = (props: SearchInputProps) => {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate('app.tables.search')} />;
};

const filters = [
  <NameSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn />,
  <SelectInput key="type" source="type" choices={TABLE_TYPE_CHOICES} alwaysOn />,
  <SelectInput key="gender" source="gender" choices={GENDER_CHOICES} />,
];

const editorPath = (id: Identifier) => `/strong-table/${encodeURIComponent(id)}`;

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    {/* The store tables' measure setup step, then this list's editor. */}
    <Button component={LinkBase} to="/table/setup" state={{ provider: true }} label="app.strongTables.new">
      <AddIcon />
    </Button>
  </TopToolbar>
);

/** The provider's tables (route /strong-table): kind, link, sizes and samples learned; convert, duplicate, delete. */
export const StrongTableList = () => {
  const translate = useTranslate();
  return (
    <List<StrongModelingSummary>
      resource="strong-modelings"
      title={translate('app.pages.strongTable')}
      perPage={PAGE_SIZES[0]}
      sort={{ field: 'name', order: 'ASC' }}
      filters={filters}
      actions={<ListActions />}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      exporter={false}
    >
      <DataTable rowClick={editorPath} bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        <DataTable.Col source="name" />
        <DataTable.Col source="kind">
          <SelectField source="kind" choices={KIND_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="type">
          <SelectField source="type" choices={TABLE_TYPE_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="strongBrandName" disableSort>
          <TextField source="strongBrandName" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="model" disableSort>
          <TextField source="model" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="sizes" disableSort>
          <SizesField />
        </DataTable.Col>
        <DataTable.Col source="sampleCount" disableSort>
          <NumberField source="sampleCount" />
        </DataTable.Col>
        <DataTable.Col source="updatedAt">
          <UpdatedAtField />
        </DataTable.Col>
        <DataTable.Col label="app.strongTables.actions" disableSort>
          <StrongTableActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
