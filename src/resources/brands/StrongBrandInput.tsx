import { useMemo, useState } from 'react';
import { AutocompleteInput, useGetList, useRecordContext, useTranslate } from 'react-admin';
import type { Brand } from '../../../contract/brands';
import { namedOptions, optionName } from '../../components/choices';

interface Choice {
  id: number;
  name: string;
}

const byName = { field: 'name', order: 'ASC' } as const;
const keepPrevious = <T,>(previous: T) => previous;

/**
 * Provider brand picker searching GET /strong/brands by name. It stands in for a ReferenceInput because the
 * API has no way to fetch provider brands by id: the linked brand's name comes with the store brand instead,
 * and a brand picked here is remembered so it stays labelled when the search moves on.
 */
export const StrongBrandInput = () => {
  const brand = useRecordContext<Brand>();
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Choice>();
  const { data, isPending } = useGetList<Choice>(
    'strong-brands',
    { pagination: { page: 1, perPage: 25 }, sort: byName, filter: search ? { q: search } : {} },
    { placeholderData: keepPrevious },
  );

  const choices = useMemo(() => {
    const linked =
      brand?.strongBrandId != null
        ? {
            id: brand.strongBrandId,
            name: optionName({ id: brand.strongBrandId, name: brand.strongBrandName ?? '' }, translate),
          }
        : undefined;
    const list: Choice[] = namedOptions(data ?? [], translate);
    for (const extra of [linked, picked]) if (extra && !list.some((c) => c.id === extra.id)) list.push(extra);
    return list;
  }, [data, brand, picked, translate]);

  return (
    <AutocompleteInput
      source="strongBrandId"
      choices={choices}
      optionText="name"
      translateChoice={false}
      isPending={isPending}
      setFilter={setSearch}
      onChange={(_value, record) => setPicked(record ? (record as Choice) : undefined)}
    />
  );
};
