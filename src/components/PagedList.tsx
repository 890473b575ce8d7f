import type { ReactNode } from 'react';
import {
  DataTable,
  Pagination,
  SearchInput,
  useTranslate,
  type DataTableProps,
  type ListProps,
  type RaRecord,
  type SearchInputProps,
} from 'react-admin';
import { ListLoadError } from './ListLoadError';
import { RowLink } from './RowLink';
import { StayingList } from './listShells';

// The API serves at most 100 per page, which is also the most rows the screen renders at once.
export const PAGE_SIZES = [25, 50, 100];

/**
 * The list shell: read page by page (25, 50 or 100 rows), with no export, saying so when it fails; titled
 * by a translation key, or by the resource's name when there is none.
 */
export const PagedList = <RecordType extends RaRecord>({
  titleKey,
  ...rest
}: Omit<ListProps<RecordType>, 'title'> & { titleKey?: string }) => {
  const translate = useTranslate();
  return (
    <StayingList<RecordType>
      title={titleKey ? translate(titleKey) : undefined}
      perPage={PAGE_SIZES[0]}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      exporter={false}
      error={<ListLoadError />}
      {...rest}
    />
  );
};

/** The list's search box, with a hint (a translation key) of what it searches. */
export const HintedSearchInput = ({ hint, ...rest }: SearchInputProps & { hint: string }) => {
  const translate = useTranslate();
  return <SearchInput {...rest} placeholder={translate(hint)} />;
};

const nameSearch = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * The shell for records known by their name (brands, categories and the provider's own): searched and
 * sorted by name; the name opens the record and `children` are the other columns.
 */
export const NamedRecordList = ({
  bulkActionButtons = false,
  children,
}: {
  bulkActionButtons?: DataTableProps['bulkActionButtons'];
  children: ReactNode;
}) => (
  <PagedList sort={{ field: 'name', order: 'ASC' }} filters={nameSearch}>
    <DataTable rowClick="edit" bulkActionButtons={bulkActionButtons}>
      <DataTable.Col source="name">
        <RowLink />
      </DataTable.Col>
      {children}
    </DataTable>
  </PagedList>
);
