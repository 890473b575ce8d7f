import {
  BulkDeleteButton,
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
import { RowLink } from '../../components/RowLink';
import { SizesField, UpdatedAtField } from '../../resources/modelings/ModelingFields';
import { GENDER_CHOICES, TABLE_TYPE_CHOICES } from '../../resources/modelings/modelingChoices';
import { NewStrongModelingButton } from './NewStrongModelingButton';
import { ProviderSyncButton } from './ProviderSyncButton';
import { StrongModelingActions } from './StrongModelingActions';
import { StrongModelingEmpty } from './StrongModelingEmpty';

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
    <ProviderSyncButton />
    <NewStrongModelingButton />
  </TopToolbar>
);

/** The provider's tables (route /strong-table): kind, link, sizes and samples learned; convert, duplicate, delete. */
export const StrongModelingList = () => (
  <PagedList<StrongModelingSummary>
    resource="strong-modelings"
    titleKey="app.pages.strongTable"
    sort={{ field: 'name', order: 'ASC' }}
    filters={filters}
    actions={<ListActions />}
    empty={<StrongModelingEmpty />}
  >
    <DataTable rowClick={editorPath} bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="name">
        <RowLink to={editorPath} />
      </DataTable.Col>
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
        <StrongModelingActions />
      </DataTable.Col>
    </DataTable>
  </PagedList>
);
