import {
  DataTableClasses,
  DataTable,
  InfiniteList,
  ListClasses,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  required,
  useTranslate,
  type Identifier,
  type SearchInputProps,
} from 'react-admin';
import { DEFAULT_PRODUCT_FILTER } from '../../../../domain/productState';
import { PreviousPageLoader } from '../../../components/PreviousPageLoader';
import { AGE_GROUP_CHOICES, GENDER_CHOICES, SEARCH_MODE_CHOICES } from '../choices';
import { DEFAULT_SEARCH_MODE } from '../productQuery';
import type { ProductSummary } from '../productTypes';
import { FilterOptionTabs } from './FilterOptionTabs';
import { ProductBulkActions } from './ProductBulkActions';
import { ImageThumbnail, NameField, PluginSwitch, SizeChips, StateChip } from './ProductFields';
import { ProductListActions } from './ProductListActions';

const PER_PAGE = 25;
// At most 4 pages of 25 stay loaded, so the table never renders more than 100 rows.
const MAX_PAGES = 4;

const ProductSearchInput = (props: SearchInputProps) => {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate('app.products.search.placeholder')} />;
};

const filters = [
  <ProductSearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="searchBy"
    source="searchBy"
    label="app.products.search.mode"
    choices={SEARCH_MODE_CHOICES}
    validate={required()}
    alwaysOn
  />,
];

const filterDefaults = { filterOption: DEFAULT_PRODUCT_FILTER, searchBy: DEFAULT_SEARCH_MODE };

const editorPath = (id: Identifier) => `/product/single/${encodeURIComponent(id)}`;

// A table wider than the screen (long texts, some languages) scrolls inside its card, keeping the
// toolbar and the filter tabs in view.
const wideTable = {
  list: { [`& .${ListClasses.main}`]: { minWidth: 0 } },
  table: { [`& .${DataTableClasses.tableWrapper}`]: { overflowX: 'auto' } },
};

/** The store's catalogue, the landing page (route /). */
export const ProductList = () => {
  const translate = useTranslate();
  return (
    <InfiniteList<ProductSummary>
      resource="products"
      title={translate('app.pages.products')}
      perPage={PER_PAGE}
      sort={{ field: 'id', order: 'DESC' }}
      filters={filters}
      filterDefaultValues={filterDefaults}
      actions={<ProductListActions />}
      exporter={false}
      empty={false}
      queryOptions={{ maxPages: MAX_PAGES }}
      sx={wideTable.list}
    >
      <FilterOptionTabs />
      <PreviousPageLoader />
      <DataTable rowClick={editorPath} bulkActionButtons={<ProductBulkActions />} sx={wideTable.table}>
        <DataTable.Col source="imageUrl" label="resources.products.fields.imageUrl" disableSort>
          <ImageThumbnail />
        </DataTable.Col>
        <DataTable.Col source="name">
          <NameField to={editorPath} />
        </DataTable.Col>
        <DataTable.Col source="brandName" disableSort>
          <TextField source="brandName" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="categoryName" disableSort>
          <TextField source="categoryName" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="gender" disableSort>
          <SelectField source="gender" choices={GENDER_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="ageGroup" disableSort>
          <SelectField source="ageGroup" choices={AGE_GROUP_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="sizes" disableSort>
          <SizeChips />
        </DataTable.Col>
        <DataTable.Col source="modelingName" disableSort>
          <TextField source="modelingName" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="state" disableSort>
          <StateChip />
        </DataTable.Col>
        <DataTable.Col source="pluginActive" disableSort>
          <PluginSwitch />
        </DataTable.Col>
      </DataTable>
    </InfiniteList>
  );
};
