import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { NamedRecordList } from '../../components/PagedList';
import type { StrongCategory } from '../../../contract/strongCategories';
import { missingCount } from './missingTranslations';

const TypeField = () => {
  const record = useRecordContext<StrongCategory>();
  const translate = useTranslate();
  return record ? translate(`app.strongCategories.types.${record.type}`, { _: record.type }) : null;
};

const SubcategoryCount = () => {
  const record = useRecordContext<StrongCategory>();
  return record ? record.subcategories.length : null;
};

const MissingTranslations = () => {
  const record = useRecordContext<StrongCategory>();
  return record ? missingCount(record.translations) : null;
};

export const StrongCategoryList = () => (
  <NamedRecordList>
    <DataTable.Col source="type">
      <TypeField />
    </DataTable.Col>
    <DataTable.Col source="subcategoryCount" disableSort>
      <SubcategoryCount />
    </DataTable.Col>
    <DataTable.Col source="missingTranslations" disableSort>
      <MissingTranslations />
    </DataTable.Col>
  </NamedRecordList>
);
