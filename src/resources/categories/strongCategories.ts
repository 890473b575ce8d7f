import { useMemo } from 'react';
import { useGetList, useLocaleState } from 'react-admin';
import type { StrongCategory } from '../../../contract/strongCategories';

type Translations = Record<string, string | null | undefined> | null | undefined;

export interface NamedChoice {
  id: number;
  name: string;
}

// Translations may be keyed by the app's locale (ptBR) or by a language tag (pt-BR, pt).
const keysFor = (locale: string) => {
  const tag = locale.replace(/^([a-z]{2})([A-Z]{2})$/, '$1-$2');
  return [locale, tag, tag.replace('-', '_'), tag.slice(0, 2)];
};

/** The entity's name in the interface language, falling back to its own name. */
export function localName(entity: { name: string; translations?: Translations }, locale: string): string {
  for (const key of keysFor(locale)) {
    const text = entity.translations?.[key]?.trim();
    if (text) return text;
  }
  return entity.name;
}

// Provider categories are a short provider-wide list: one page holds them all.
const ALL = { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } } as const;

/** Provider categories with names in the interface language; cached, so every picker shares one call. */
export function useStrongCategories() {
  const [locale] = useLocaleState();
  const { data, isPending } = useGetList<StrongCategory>('strong-categories', ALL, { staleTime: 5 * 60_000 });
  const categories = useMemo(
    () =>
      (data ?? []).map((category) => ({
        ...category,
        name: localName(category, locale),
        subcategories: (category.subcategories ?? []).map((sub) => ({ ...sub, name: localName(sub, locale) })),
      })),
    [data, locale],
  );
  return { categories, isPending };
}
