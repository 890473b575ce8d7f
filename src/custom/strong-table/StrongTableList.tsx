import AddIcon from '@mui/icons-material/Add';
import {
  BulkDeleteButton,
  Button,
  LinkBase,
  DataTable,
  FilterButton,
  NumberField,
  SelectInput,
  TopToolbar,
  type Identifier,
} from 'react-admin';
import type { StrongModelingSummary } from '../../../contract/strongModelings';
import { ChoiceCol, TextCol } from '../../components/DataTableCols';
import { HintedSearchInput, PagedList } from '../../components/PagedList';
import { SizesField, UpdatedAtField } from '../../resources/modelings/ModelingFields';
import { GENDER_CHOICES, TABLE_TYPE_CHOICES } from '../../resources/modelings/modelingChoices';
import { StrongTableActions } from './StrongTableActions';

const KIND_CHOICES = [
  { id: 'STATIC', name: 'app.strongTables.kinds.STATIC' },
  { id: 'ORGANIC', name: 'app.strongTables.kinds.ORGANIC' },
];

const filters = [
  <HintedSearchInput key="q" source="q" hint="app.tables.search" alwaysOn />,
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
export const StrongTableList = () => (
  <PagedList<StrongModelingSummary>
    resource="strong-modelings"
    titleKey="app.pages.strongTable"
    sort={{ field: 'name', order: 'ASC' }}
    filters={filters}
    actions={<ListActions />}
  >
    <DataTable rowClick={editorPath} bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="name" />
      <ChoiceCol source="kind" choices={KIND_CHOICES} />
      <ChoiceCol source="type" choices={TABLE_TYPE_CHOICES} />
      <TextCol source="strongBrandName" disableSort />
      <TextCol source="model" disableSort />
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
  </PagedList>
);
