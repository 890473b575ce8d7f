import { BooleanField, DataTable } from 'react-admin';
import { PagedList } from '../../../../../src/components/PagedList';
import { TextCol } from '../../../../../src/components/DataTableCols';

export const RecipeSampleList = () => (
  <PagedList titleKey="app.menu.recipeSamples" sort={{ field: 'name', order: 'ASC' }}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <TextCol source="name" />
      <DataTable.Col source="active">
        <BooleanField source="active" />
      </DataTable.Col>
    </DataTable>
  </PagedList>
);
