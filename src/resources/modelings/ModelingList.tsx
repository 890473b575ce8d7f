import { DataTable, FilterButton, ReferenceInput, SelectInput, TopToolbar, type Identifier } from 'react-admin';
import { ChoiceCol, TextCol } from '../../components/DataTableCols';
import { HintedSearchInput, PagedList } from '../../components/PagedList';
import { RowLink } from '../../components/RowLink';
import { ModelingBulkActions } from './ModelingBulkActions';
import { ModelingEmpty } from './ModelingEmpty';
import { SizesField, StaticField, UpdatedAtField } from './ModelingFields';
import { NewTableButtons } from './NewTableButtons';
import { AGE_GROUP_CHOICES, CLOTHES_TYPE_CHOICES, GENDER_CHOICES, TABLE_TYPE_CHOICES } from './modelingChoices';
import type { ModelingSummary } from '../../../contract/modelings';
import { NamedAutocompleteInput } from '../../components/NamedAutocompleteInput';

const filters = [
  <HintedSearchInput key="q" source="q" hint="app.tables.search" alwaysOn />,
  <SelectInput key="type" source="type" choices={TABLE_TYPE_CHOICES} alwaysOn />,
  <SelectInput key="gender" source="gender" choices={GENDER_CHOICES} alwaysOn />,
  <ReferenceInput key="brandId" source="brandId" reference="brands" alwaysOn>
    <NamedAutocompleteInput />
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
export const ModelingList = () => (
  <PagedList<ModelingSummary>
    resource="modelings"
    titleKey="app.pages.table"
    sort={{ field: 'name', order: 'ASC' }}
    filters={filters}
    actions={<ListActions />}
    empty={<ModelingEmpty />}
  >
    <DataTable rowClick={editorPath} bulkActionButtons={<ModelingBulkActions />}>
      <DataTable.Col source="name">
        <RowLink to={editorPath} />
      </DataTable.Col>
      <ChoiceCol source="type" choices={TABLE_TYPE_CHOICES} />
      <ChoiceCol source="gender" choices={GENDER_CHOICES} />
      <TextCol source="brandName" disableSort />
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
  </PagedList>
);
