import { BooleanField, DataTable } from 'react-admin';
import { ChoiceCol } from '../../components/DataTableCols';
import { NamedRecordList } from '../../components/PagedList';
import { AGE_GROUP_CHOICES, GENDER_CHOICES } from '../modelings/modelingChoices';

export const StrongBrandList = () => (
  <NamedRecordList>
    <ChoiceCol source="gender" choices={GENDER_CHOICES} disableSort />
    <ChoiceCol source="ageGroup" choices={AGE_GROUP_CHOICES} disableSort />
    <DataTable.Col source="shoe" disableSort>
      <BooleanField source="shoe" />
    </DataTable.Col>
    <DataTable.Col source="active">
      <BooleanField source="active" />
    </DataTable.Col>
  </NamedRecordList>
);
