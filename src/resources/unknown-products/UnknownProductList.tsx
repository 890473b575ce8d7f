import {
  DataTable,
  DateField,
  DateInput,
  List,
  NumberField,
  Pagination,
  SearchInput,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from '@mui/material';
import { useIntlLocale } from '../../i18n/intlLocale';
import { ExportUnknownButton } from './ExportUnknownButton';
import { MoveToProductsButton } from './MoveToProductsButton';
import { UnknownProductsEmpty } from './UnknownProductsEmpty';
import { today, type UnknownProduct } from './unknownProductsApi';

// The API serves at most 100 per page, which is also the most rows the screen renders at once.
const PAGE_SIZES = [25, 50, 100];

const filters = [<DateInput key="date" source="date" alwaysOn />, <SearchInput key="q" source="q" alwaysOn />];

const Actions = () => (
  <TopToolbar>
    <ExportUnknownButton />
  </TopToolbar>
);

/** The store page's address, opened in a new tab so the list stays where it was. */
const PermalinkField = () => {
  const record = useRecordContext<UnknownProduct>();
  if (!record) return null;
  return (
    <Link href={record.permalink} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
      {record.permalink}
    </Link>
  );
};

/**
 * Unknown products of one day (route /unknown-products), most asked first. The day starts as today and
 * is not remembered, so coming back another day shows that day.
 */
export const UnknownProductList = () => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <List<UnknownProduct>
      resource="unknown-products"
      title={translate('app.pages.unknownProducts')}
      perPage={PAGE_SIZES[0]}
      sort={{ field: 'hits', order: 'DESC' }}
      filters={filters}
      filterDefaultValues={{ date: today() }}
      storeKey={false}
      actions={<Actions />}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      empty={false}
      exporter={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false} empty={<UnknownProductsEmpty />}>
        <DataTable.Col source="permalink">
          <PermalinkField />
        </DataTable.Col>
        <DataTable.Col source="name" disableSort>
          <TextField source="name" emptyText="—" />
        </DataTable.Col>
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
    </List>
  );
};
