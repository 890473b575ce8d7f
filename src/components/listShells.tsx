import { useContext, useMemo, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router-dom';
import {
  InfiniteListBase,
  InfinitePagination,
  ListBase,
  ListContextProvider,
  ListView,
  Loading,
  useListContext,
  type InfiniteListProps,
  type ListProps,
  type RaRecord,
} from 'react-admin';

/**
 * The list's context, but a change of its filters is dropped once the router has left the list's page. A
 * search applies after a pause in the typing; a row opened in that pause would otherwise be left for the list
 * again, filtered, as soon as the pause ended: the list stays on screen (and its location is still the list's)
 * while a slow device draws the row's page, and only the router's own state has moved on.
 */
function FiltersStayOnTheirPage({ children }: { children: ReactNode }) {
  const list = useListContext();
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const value = useMemo(
    () => ({
      ...list,
      setFilters: (...args: Parameters<typeof list.setFilters>) => {
        // The app's router and the tests' are data routers; without one there is no later state to compare.
        if ((router?.state.location.pathname ?? pathname) === pathname) list.setFilters(...args);
      },
    }),
    [list, pathname, router],
  );
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}

const defaultFilter = {};

/**
 * The props of react-admin's lists that go to their controller, with its defaults, and the rest, which go to their
 * view (the query options, whose type differs between the two controllers, are the caller's).
 */
function splitListProps<RecordType extends RaRecord>(
  props: Omit<ListProps<RecordType>, 'queryOptions'> | Omit<InfiniteListProps<RecordType>, 'queryOptions'>,
) {
  const {
    debounce,
    disableAuthentication,
    disableSyncWithLocation,
    exporter,
    filter = defaultFilter,
    filterDefaultValues,
    authLoading = <Loading />,
    loading,
    perPage = 10,
    resource,
    sort,
    storeKey,
    ...view
  } = props;
  const base = {
    debounce,
    disableAuthentication,
    disableSyncWithLocation,
    exporter,
    filter,
    filterDefaultValues,
    authLoading,
    loading,
    perPage,
    resource,
    sort,
    storeKey,
    // As react-admin's lists: the view keeps its frame when offline.
    offline: false as const,
  };
  return { base, view };
}

/** react-admin's List whose filters stay on its page (FiltersStayOnTheirPage). */
export const StayingList = <RecordType extends RaRecord>({ queryOptions, ...props }: ListProps<RecordType>) => {
  const { base, view } = splitListProps(props);
  return (
    <ListBase<RecordType> {...base} queryOptions={queryOptions}>
      <FiltersStayOnTheirPage>
        <ListView<RecordType> {...view} />
      </FiltersStayOnTheirPage>
    </ListBase>
  );
};

/** react-admin's InfiniteList whose filters stay on its page (FiltersStayOnTheirPage). */
export const StayingInfiniteList = <RecordType extends RaRecord>({
  queryOptions,
  pagination = <InfinitePagination />,
  ...props
}: InfiniteListProps<RecordType>) => {
  const { base, view } = splitListProps(props);
  return (
    <InfiniteListBase<RecordType> {...base} queryOptions={queryOptions}>
      <FiltersStayOnTheirPage>
        <ListView<RecordType> {...view} pagination={pagination} />
      </FiltersStayOnTheirPage>
    </InfiniteListBase>
  );
};
