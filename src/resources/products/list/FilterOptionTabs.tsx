import { useEffect, useRef, useState } from 'react';
import { Tab, Tabs } from '@mui/material';
import { useInfinitePaginationContext, useListContext, useTranslate } from 'react-admin';
import type { ProductFilterOption } from '../../../../domain/productState';
import { countQuery, FILTER_OPTIONS, isFilterOption } from '../productQuery';
import type { ProductCounts } from '../../../../contract/products';
import { useProductCounts } from '../productQueries';
import { useNumberFormat } from '../../../i18n/numbers';

// Which count of GET /products/count belongs to each filter option.
const COUNT_OF: Record<ProductFilterOption, keyof ProductCounts> = {
  all: 'all',
  pending: 'pending',
  pending_active: 'alert',
  plugin_active: 'pluginActive',
  plugin_inactive: 'pluginInactive',
  active: 'covered',
};

/** Counts again whenever the list reloads from the start (a change, a refresh), not when it fetches more pages. */
function useReloads(): number {
  const { isFetching } = useListContext();
  const { isFetchingNextPage, isFetchingPreviousPage } = useInfinitePaginationContext();
  const [reloads, setReloads] = useState(0);
  const wasFetching = useRef(isFetching);
  useEffect(() => {
    const reload = isFetching && !wasFetching.current && !isFetchingNextPage && !isFetchingPreviousPage;
    wasFetching.current = isFetching;
    if (reload) setReloads((n) => n + 1);
  }, [isFetching, isFetchingNextPage, isFetchingPreviousPage]);
  return reloads;
}

/** The six filter options of the spec as tabs, each with how many products it holds. */
export const FilterOptionTabs = () => {
  const translate = useTranslate();
  const { number } = useNumberFormat();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const reloads = useReloads();
  const query = countQuery(filterValues);
  const { data: counts } = useProductCounts(query, reloads);
  const current = isFilterOption(filterValues.filterOption) ? filterValues.filterOption : 'all';

  return (
    <Tabs
      value={current}
      onChange={(_event, option: ProductFilterOption) =>
        setFilters({ ...filterValues, filterOption: option }, displayedFilters)
      }
      variant="scrollable"
      scrollButtons="auto"
      aria-label={translate('app.products.filters.label')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {FILTER_OPTIONS.map((option) => {
        const count = counts?.[COUNT_OF[option]];
        const label = translate(`app.products.filters.${option}`);
        return <Tab key={option} value={option} label={count === undefined ? label : `${label} (${number(count)})`} />;
      })}
    </Tabs>
  );
};
