import { useMemo, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';

interface BrandChoice {
  id: number;
  name: string;
}

interface BrandFieldProps {
  id: number | null;
  name: string | null;
  onChange: (id: number | null, name: string | null) => void;
  /** Store brands unless told (provider tables pick a provider brand). */
  resource?: string;
  label?: string;
}

const byName = { field: 'name', order: 'ASC' } as const;
const keepPrevious = <T,>(previous: T) => previous;

/** The store brand of the table, searched on the server by name; brands load only once the picker opens. */
export function BrandField({
  id,
  name,
  onChange,
  resource = 'brands',
  label = 'resources.modelings.fields.brandId',
}: BrandFieldProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const { data, isFetching } = useGetList<BrandChoice>(
    resource,
    { pagination: { page: 1, perPage: 25 }, sort: byName, filter: search ? { q: search } : {} },
    { enabled: open, placeholderData: keepPrevious },
  );
  const value = useMemo(() => (id !== null ? { id, name: name ?? String(id) } : null), [id, name]);
  const options = useMemo(() => {
    const list = (data ?? []).map((b) => ({ id: b.id, name: b.name }));
    return value && !list.some((b) => b.id === value.id) ? [value, ...list] : list;
  }, [data, value]);

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      loading={isFetching}
      // The server filters; the picker shows what it answered.
      filterOptions={(choices) => choices}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setSearch(text);
      }}
      onChange={(_, choice) => onChange(choice?.id ?? null, choice?.name ?? null)}
      renderInput={(params) => <TextField {...params} size="small" label={translate(label)} />}
    />
  );
}
