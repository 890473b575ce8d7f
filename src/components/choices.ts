import { useCallback, useMemo } from 'react';
import { useTranslate, type Identifier } from 'react-admin';

export interface Choice {
  id: string;
  /** Translation key; react-admin's choice inputs and fields translate it. */
  name: string;
}

/** The choices of a select input or field: each value, named by the translation key `<keys>.<value>`. */
export const choicesOf = (values: readonly string[], keys: string): Choice[] =>
  values.map((id) => ({ id, name: `${keys}.${id}` }));

/** A record a dropdown offers, as the server answers it (id and name possibly missing). */
export interface NamedRecord {
  id?: Identifier | null;
  name?: string | null;
}

type Translate = ReturnType<typeof useTranslate>;

/** The text of a record in a dropdown: its name, or 'Sem nome ({id})' (translated) when the name is blank. */
export const optionName = (record: { id: Identifier; name: string }, translate: Translate): string =>
  record.name.trim() ? record.name : translate('app.choices.unnamed', { id: record.id });

/**
 * Dropdown options from server records (spec 5): a record without an id or without a name is left out;
 * one with an empty name is shown as 'Sem nome ({id})' in the interface language.
 */
export function namedOptions<T extends NamedRecord>(
  records: readonly T[],
  translate: Translate,
): (T & { id: Identifier; name: string })[] {
  const options: (T & { id: Identifier; name: string })[] = [];
  for (const record of records) {
    const { id, name } = record;
    if (id === null || id === undefined || id === '' || typeof name !== 'string') continue;
    options.push({ ...record, id, name: optionName({ id, name }, translate) });
  }
  return options;
}

/** namedOptions in a component, kept between renders while the records are the same. */
export function useNamedOptions<T extends NamedRecord>(records: readonly T[] | undefined) {
  const translate = useTranslate();
  return useMemo(() => (records ? namedOptions(records, translate) : undefined), [records, translate]);
}

/** For a reference input's `optionText`: the record's name, or 'Sem nome ({id})' when it is blank. */
export function useOptionName() {
  const translate = useTranslate();
  return useCallback(
    (record: NamedRecord | undefined) =>
      record?.id === null || record?.id === undefined
        ? ''
        : optionName({ id: record.id, name: record.name ?? '' }, translate),
    [translate],
  );
}
