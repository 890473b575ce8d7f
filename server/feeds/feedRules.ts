import type { ImportationRules } from '../../contract/feeds.js';
import { AGE_GROUPS, GENDERS, PRODUCT_TYPES, SIZE_SYSTEMS, type HttpLinkBehavior } from '../../domain/enums.js';
import { SIZE_TYPES } from '../../domain/modeling.js';
import { normalizeSize } from '../../domain/productState.js';
import type { FeedItem } from './feedParser.js';

type Gender = (typeof GENDERS)[number];
type AgeGroup = (typeof AGE_GROUPS)[number];
type ProductType = (typeof PRODUCT_TYPES)[number];

/** A feed item as the catalogue takes it, after the store's importation rules. */
export interface FeedProductValues {
  /** The group id of its variants, else its own id: the key the import upserts by. */
  feedProductId: string;
  permalink: string;
  name: string;
  imageUrl: string | null;
  brand: string | null;
  /** The store category a rule picked, else null (then `categoryName`, found by name or created). */
  categoryId: number | null;
  categoryName: string | null;
  gender: Gender;
  ageGroup: AgeGroup;
  sizeType: string;
  productType: ProductType;
  sizeSystem: string | null;
  /** Normalised sizes (trimmed, upper case), each once. */
  sizes: string[];
}

export type RuledItem = { skip: true } | { skip: false; values: FeedProductValues } | { skip: false; missing: string };

/** Text compared by the rules: lower case, without accents, spaces squeezed. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** One size as the catalogue keeps it, so " m", "M" and "m " are one size. */
export const normalizeFeedSize = (size: string) => normalizeSize(size).replace(/\s+/g, ' ');

const STANDARD_GENDERS: Record<string, Gender> = {
  male: 'm',
  m: 'm',
  men: 'm',
  masculino: 'm',
  female: 'f',
  f: 'f',
  women: 'f',
  feminino: 'f',
  unisex: 'u',
  u: 'u',
  unissex: 'u',
};
const STANDARD_AGE_GROUPS: Record<string, AgeGroup> = {
  ...Object.fromEntries(AGE_GROUPS.map((a) => [a, a])),
  adulto: 'adult',
  infantil: 'kids',
};

const holds = (texts: (string | null)[], keyword: string) => {
  const wanted = foldText(keyword);
  return texts.some((text) => text !== null && foldText(text).includes(wanted));
};
const equals = (text: string | null, value: string) => text !== null && foldText(text) === foldText(value);

/** A link as the store's http link behaviour wants it. */
export function applyLinkBehavior(link: string, behavior: HttpLinkBehavior): string {
  if (behavior === 'FORCE_HTTPS') return link.replace(/^http:\/\//i, 'https://');
  if (behavior === 'STRIP_QUERY') return link.replace(/[?#].*$/s, '');
  return link;
}

/** `Apparel > Shirts > Polo` names the category "Polo". */
const lastSegment = (path: string | null) => path?.split('>').pop()?.trim() || null;

/** The sizes of one feed value: a size, or several joined by "/" or "|" is not split (one chart size each). */
export function feedSizes(size: string | null): string[] {
  if (size === null) return [];
  const normal = normalizeFeedSize(size);
  return normal ? [normal] : [];
}

/**
 * Applies the store's importation rules and http link behaviour to one feed item. An item without an
 * id, a title or a link answers what it misses; one a skip keyword names answers `skip`.
 */
export function applyImportationRules(
  item: FeedItem,
  rules: ImportationRules,
  linkBehavior: HttpLinkBehavior,
): RuledItem {
  if (rules.skip.some((keyword) => holds([item.title, item.productType], keyword))) return { skip: true };
  const missing = !item.id ? 'g:id' : !item.title ? 'title' : !item.link ? 'link' : null;
  if (missing) return { skip: false, missing };
  const categories = [item.productType, item.googleProductCategory];
  const category = rules.categories.find((row) => holds(categories, row.keyword));
  const gender =
    rules.genders.find((row) => equals(item.gender, row.value))?.gender ??
    STANDARD_GENDERS[foldText(item.gender ?? '')] ??
    'u';
  const ageGroup =
    rules.ageGroups.find((row) => equals(item.ageGroup, row.value))?.ageGroup ??
    STANDARD_AGE_GROUPS[foldText(item.ageGroup ?? '')] ??
    'adult';
  const productType =
    rules.productTypes.find((row) => holds([item.title, item.productType, item.sizeType], row.keyword))?.productType ??
    'clothes';
  const sizeType = foldText(item.sizeType ?? '').replace(/[ -]/g, '_');
  const sizeSystem = item.sizeSystem?.trim().toUpperCase() ?? '';
  return {
    skip: false,
    values: {
      feedProductId: item.itemGroupId ?? item.id!,
      permalink: applyLinkBehavior(item.link!, linkBehavior),
      name: item.title!,
      imageUrl: item.imageLink ? applyLinkBehavior(item.imageLink, linkBehavior) : null,
      brand: item.brand,
      categoryId: category?.categoryId ?? null,
      categoryName: category ? null : lastSegment(item.productType),
      gender,
      ageGroup,
      sizeType: (SIZE_TYPES as readonly string[]).includes(sizeType) ? sizeType : 'regular',
      productType,
      sizeSystem: (SIZE_SYSTEMS as readonly string[]).includes(sizeSystem) ? sizeSystem : null,
      sizes: feedSizes(item.size),
    },
  };
}
