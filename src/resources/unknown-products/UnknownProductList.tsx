import { DataTable, DateField, NumberField, SearchInput, TopToolbar, useRecordContext } from 'react-admin';
import { TextCol } from '../../components/DataTableCols';
import { DayInput } from '../../components/DayInput';
import { PagedList } from '../../components/PagedList';
import { useIntlLocale } from '../../i18n/intlLocale';
import { ExportUnknownButton } from './ExportUnknownButton';
import { MoveToProductsButton } from './MoveToProductsButton';
import { UnknownProductsEmpty } from './UnknownProductsEmpty';
import { today } from '../../components/dayText';
import type { UnknownProduct } from '../../../contract/unknownProducts';
import { TruncatedText } from '../../components/TruncatedText';

/** Characters of a long address shown in a list's cell; the whole one on hover. */
const URL_SHOWN = 40;

const filters = [<DayInput key="date" source="date" alwaysOn />, <SearchInput key="q" source="q" alwaysOn />];

const Actions = () => (
  <TopToolbar>
    <ExportUnknownButton />
  </TopToolbar>
);

/** The store page's address, opened in a new tab so the list stays where it was. */
const PermalinkField = () => {
  const record = useRecordContext<UnknownProduct>();
  if (!record) return null;
  return <TruncatedText text={record.permalink} href={record.permalink} max={URL_SHOWN} />;
};

/**
 * Unknown products of one day (route /unknown-products), most asked first. The day starts as today and
 * is not remembered, so coming back another day shows that day.
 */
export const UnknownProductList = () => {
  const locale = useIntlLocale();
  return (
    <PagedList<UnknownProduct>
      resource="unknown-products"
      titleKey="app.pages.unknownProducts"
      sort={{ field: 'hits', order: 'DESC' }}
      filters={filters}
      filterDefaultValues={{ date: today() }}
      storeKey={false}
      actions={<Actions />}
      empty={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false} empty={<UnknownProductsEmpty />}>
        <DataTable.Col source="permalink">
          <PermalinkField />
        </DataTable.Col>
        <TextCol source="name" disableSort />
        <DataTable.Col source="hits">
          <NumberField source="hits" locales={locale} />
        </DataTable.Col>
        <DataTable.Col source="lastSeenAt">
          <DateField source="lastSeenAt" showTime locales={locale} />
        </DataTable.Col>
        <DataTable.Col label="app.unknownProducts.actions" disableSort>
          <MoveToProductsButton />
        </DataTable.Col>
      </DataTable>
    </PagedList>
  );
};
