import {
  List,
  Pagination,
  SearchInput,
  useTranslate,
  type ListProps,
  type RaRecord,
  type SearchInputProps,
} from 'react-admin';
import { ListLoadError } from './ListLoadError';

// The API serves at most 100 per page, which is also the most rows the screen renders at once.
export const PAGE_SIZES = [25, 50, 100];

/** A list read page by page (25, 50 or 100 rows), titled by a translation key, with no export. */
export const PagedList = <RecordType extends RaRecord>({
  titleKey,
  ...rest
}: Omit<ListProps<RecordType>, 'title'> & { titleKey: string }) => {
  const translate = useTranslate();
  return (
    <List<RecordType>
      title={translate(titleKey)}
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
