import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { BrandBulkActions } from './BrandBulkActions';
import { TextCol } from '../../components/DataTableCols';
import { NamedRecordList } from '../../components/PagedList';
import type { Brand } from '../../../contract/brands';
import { sizeSystemLabel } from './sizeSystems';

const SizeSystemField = () => {
  const record = useRecordContext<Brand>();
  const translate = useTranslate();
  return record?.sizeSystem ? sizeSystemLabel(record.sizeSystem, translate) : '—';
};

export const BrandList = () => (
  <NamedRecordList bulkActionButtons={<BrandBulkActions />}>
    <DataTable.Col source="sizeSystem">
      <SizeSystemField />
    </DataTable.Col>
    <TextCol source="strongBrandName" disableSort />
  </NamedRecordList>
);
