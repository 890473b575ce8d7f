export interface StoreOption {
  id: number;
  name: string;
}

export const DIGITS_GROUP = '0-9';
export const OTHER_GROUP = '#';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Heading a store is listed under: its first letter without accent, '0-9' for digits, '#' for the rest. */
export function storeGroup(name: string): string {
  const first = name.trim().normalize('NFD').replace(/\p{M}/gu, '').charAt(0);
  if (/\d/.test(first)) return DIGITS_GROUP;
  if (/\p{L}/u.test(first)) return first.toLocaleUpperCase('pt-BR').charAt(0);
  return OTHER_GROUP;
}

function groupRank(group: string): number {
  if (group === DIGITS_GROUP) return 0;
  return group === OTHER_GROUP ? 2 : 1;
}

/** Stores ordered group by group ('0-9' first, letters, then the rest), by name inside a group. */
export function sortStores<T extends StoreOption>(stores: readonly T[]): T[] {
  return stores
    .map((store) => ({ store, group: storeGroup(store.name) }))
    .sort(
      (a, b) =>
        groupRank(a.group) - groupRank(b.group) ||
        collator.compare(a.group, b.group) ||
        // Letters the collator finds equal (O and Ø) still form separate groups: keep each one contiguous.
        (a.group === b.group ? 0 : a.group < b.group ? -1 : 1) ||
        collator.compare(a.store.name.trim(), b.store.name.trim()) ||
        a.store.id - b.store.id,
    )
    .map(({ store }) => store);
}
