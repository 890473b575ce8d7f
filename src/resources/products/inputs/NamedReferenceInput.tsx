import { useMemo, useState } from 'react';
import { AutocompleteInput, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { namedOptions, optionName } from '../../../components/choices';

interface Choice {
  id: number;
  name: string;
}

interface Props {
  source: string;
  /** The resource searched by name (brands, categories, strong-brands). */
  reference: string;
  /** Field of the edited record that already names the linked record, when the API gives one. */
  nameSource?: string;
  label?: string;
  disabled?: boolean;
}

const byName = { field: 'name', order: 'ASC' } as const;
const keepPrevious = <T,>(previous: T) => previous;

/**
 * A record picker searching the server by name. It stands in for ReferenceInput because the API has no "by
 * ids" call: the linked record's name comes with the product, and a picked one is remembered so it stays
 * labelled while the search moves on.
 */
export function NamedReferenceInput({ source, reference, nameSource, label, disabled }: Props) {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Choice>();
  const { data, isPending } = useGetList<Choice>(
    reference,
    { pagination: { page: 1, perPage: 25 }, sort: byName, filter: search ? { q: search } : {} },
    { placeholderData: keepPrevious, enabled: !disabled },
  );

  const choices = useMemo(() => {
    const id = record?.[source];
    const name = nameSource ? record?.[nameSource] : undefined;
    const linked =
      typeof id === 'number'
        ? { id, name: typeof name === 'string' ? optionName({ id, name }, translate) : `#${id}` }
        : undefined;
    const list: Choice[] = namedOptions(data ?? [], translate).map(({ id: choiceId, name: choiceName }) => ({
      id: choiceId as number,
      name: choiceName,
    }));
    for (const extra of [linked, picked]) if (extra && !list.some((c) => c.id === extra.id)) list.push(extra);
    return list;
  }, [data, record, source, nameSource, picked, translate]);

  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={choices}
      optionText="name"
      translateChoice={false}
      isPending={isPending && !disabled}
      disabled={disabled}
      setFilter={setSearch}
      onChange={(_value, choice) => setPicked(choice ? (choice as Choice) : undefined)}
    />
  );
}
