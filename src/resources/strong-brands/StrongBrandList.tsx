import { BooleanField, DataTable, useRecordContext, useTranslate } from 'react-admin';
import { NamedRecordList } from '../../components/NamedRecordList';
import type { StrongBrand } from '../../../contract/strongBrands';

/** A value of a list of the domain (gender, age group) by its translated name. */
const ChoiceField = ({ source, keys }: { source: 'gender' | 'ageGroup'; keys: string }) => {
  const record = useRecordContext<StrongBrand>();
  const translate = useTranslate();
  return record ? translate(`${keys}.${record[source]}`, { _: record[source] }) : null;
};

export const StrongBrandList = () => (
  <NamedRecordList>
    <DataTable.Col source="gender" disableSort>
      <ChoiceField source="gender" keys="app.genders" />
    </DataTable.Col>
    <DataTable.Col source="ageGroup" disableSort>
      <ChoiceField source="ageGroup" keys="app.ageGroups" />
    </DataTable.Col>
    <DataTable.Col source="shoe" disableSort>
      <BooleanField source="shoe" />
    </DataTable.Col>
    <DataTable.Col source="active">
      <BooleanField source="active" />
    </DataTable.Col>
  </NamedRecordList>
);
