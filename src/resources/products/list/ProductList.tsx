import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, ListNoResults, SelectInput, required, useListContext, useTranslate } from 'react-admin';
import { DEFAULT_PRODUCT_FILTER } from '../../../../domain/productState';
import { ChoiceCol, TextCol } from '../../../components/DataTableCols';
import { HintedSearchInput } from '../../../components/PagedList';
import { PreviousPageLoader } from '../../../components/PreviousPageLoader';
import { AGE_GROUP_CHOICES, GENDER_CHOICES, SEARCH_MODE_CHOICES } from '../choices';
import { DEFAULT_SEARCH_MODE } from '../productQuery';
import type { ProductSummary } from '../../../../contract/products';
import { FilterOptionTabs } from './FilterOptionTabs';
import { ProductCompactList } from './ProductCompactList';
import { productEditorPath } from './productEditorPath';
import { ProductBulkActions } from './ProductBulkActions';
import { ImageThumbnail, NameField, PluginSwitch, SizeChips, StateChip } from './ProductFields';
import { ProductListActions } from './ProductListActions';
import { ListLoadError } from '../../../components/ListLoadError';
import { StayingInfiniteList } from '../../../components/listShells';

const PER_PAGE = 25;
// At most 4 pages of 25 stay loaded, so the table never renders more than 100 rows.
const MAX_PAGES = 4;

const filters = [
  <HintedSearchInput key="q" source="q" hint="app.products.search.placeholder" alwaysOn />,
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

// Ten columns share what the menu leaves of a 1366 px screen in every language: cells keep a small gap.
const compactCells = { '& .MuiTableCell-root': { px: 1 } };

/** The store's catalogue, the landing page (route /). */
export const ProductList = () => {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <StayingInfiniteList<ProductSummary>
      resource="products"
      title={translate('app.pages.products')}
      perPage={PER_PAGE}
      sort={{ field: 'id', order: 'DESC' }}
      filters={filters}
      filterDefaultValues={filterDefaults}
      actions={<ProductListActions />}
      exporter={false}
      empty={false}
      error={<ListLoadError />}
      queryOptions={{ maxPages: MAX_PAGES }}
    >
      <FilterOptionTabs />
      <PreviousPageLoader />
      {phone ? <ProductCompactList /> : <ProductTable />}
    </StayingInfiniteList>
  );
};

/**
 * "No product found", whose "Clear filters" goes back to the list's first filters keeping the search mode:
 * a required field, which react-admin's own button would leave empty.
 */
const ProductNoResults = () => {
  const { filterValues, setFilters } = useListContext();
  const searchBy = (filterValues.searchBy as string | undefined) ?? DEFAULT_SEARCH_MODE;
  return <ListNoResults setFilters={() => setFilters({ ...filterDefaults, searchBy }, [])} />;
};

/** The catalogue as a table, on screens wide enough for its ten columns. */
const ProductTable = () => (
  <DataTable
    rowClick={productEditorPath}
    bulkActionButtons={<ProductBulkActions />}
    sx={compactCells}
    empty={<ProductNoResults />}
  >
    <DataTable.Col source="imageUrl" label="resources.products.fields.imageUrl" disableSort>
      <ImageThumbnail />
    </DataTable.Col>
    <DataTable.Col source="name">
      <NameField to={productEditorPath} />
    </DataTable.Col>
    <TextCol source="brandName" disableSort />
    <TextCol source="categoryName" disableSort />
    <ChoiceCol source="gender" choices={GENDER_CHOICES} disableSort />
    <ChoiceCol source="ageGroup" choices={AGE_GROUP_CHOICES} disableSort />
    <DataTable.Col source="sizes" disableSort>
      <SizeChips />
    </DataTable.Col>
    <TextCol source="modelingName" disableSort />
    <DataTable.Col source="state" disableSort>
      <StateChip />
    </DataTable.Col>
    <DataTable.Col source="pluginActive" disableSort>
      <PluginSwitch />
    </DataTable.Col>
  </DataTable>
);
