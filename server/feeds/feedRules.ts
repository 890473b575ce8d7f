import type { ImportationRules } from '../../contract/feeds.js';
import { AGE_GROUPS, GENDERS, PRODUCT_TYPES, SIZE_SYSTEMS, type HttpLinkBehavior } from '../../domain/enums.js';
import { SIZE_TYPES } from '../../domain/modeling.js';
import { normalizeSize } from '../../domain/productState.js';
import type { FeedItem } from './feedItem.js';

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

// Maps, not objects: a feed's value such as "constructor" must find nothing, not an inherited property.
const STANDARD_GENDERS = new Map<string, Gender>([
  ['male', 'm'],
  ['m', 'm'],
  ['men', 'm'],
  ['masculino', 'm'],
  ['female', 'f'],
  ['f', 'f'],
  ['women', 'f'],
  ['feminino', 'f'],
  ['unisex', 'u'],
  ['u', 'u'],
  ['unissex', 'u'],
]);
const STANDARD_AGE_GROUPS = new Map<string, AgeGroup>([
  ...AGE_GROUPS.map((a): [string, AgeGroup] => [a, a]),
  ['adulto', 'adult'],
  ['infantil', 'kids'],
]);

/** The store's rules with their keywords and values folded once, not once per item. */
interface FoldedRules {
  /** Whether any rule looks for a keyword in the item's texts (the skip, category or product type rules). */
  anyKeyword: boolean;
  skip: string[];
  categories: { keyword: string; categoryId: number }[];
  genders: { value: string; gender: Gender }[];
  ageGroups: { value: string; ageGroup: AgeGroup }[];
  productTypes: { keyword: string; productType: ProductType }[];
}

const foldedRulesOf = new WeakMap<ImportationRules, FoldedRules>();

/**
 * The rules folded, once per rules object: a feed's items are all read with the same one (a run's rules, read
 * from its store's settings before it starts, are never changed while it reads).
 */
function foldedRules(rules: ImportationRules): FoldedRules {
  let folded = foldedRulesOf.get(rules);
  if (!folded) {
    folded = {
      anyKeyword: rules.skip.length + rules.categories.length + rules.productTypes.length > 0,
      skip: rules.skip.map(foldText),
      categories: rules.categories.map((row) => ({ ...row, keyword: foldText(row.keyword) })),
      genders: rules.genders.map((row) => ({ ...row, value: foldText(row.value) })),
      ageGroups: rules.ageGroups.map((row) => ({ ...row, value: foldText(row.value) })),
      productTypes: rules.productTypes.map((row) => ({ ...row, keyword: foldText(row.keyword) })),
    };
    foldedRulesOf.set(rules, folded);
  }
  return folded;
}

/** Fields folded once per feed value: gender, age group and size type take a handful of values over a whole feed. */
const foldedValues = new Map<string, string>();
/** Distinct values kept folded; past that many (a feed of free text in those fields) the list starts again. */
const FOLDED_VALUES_KEPT = 1000;

const foldValue = (text: string) => {
  let folded = foldedValues.get(text);
  if (folded === undefined) {
    if (foldedValues.size >= FOLDED_VALUES_KEPT) foldedValues.clear();
    folded = foldText(text);
    foldedValues.set(text, folded);
  }
  return folded;
};

type TextField = 'title' | 'productType' | 'googleProductCategory' | 'sizeType';

/** Whether one of the fields holds the (folded) keyword. */
type KeywordTest = (fields: readonly TextField[], keyword: string) => boolean;

/** An item's texts as the keyword rules compare them, each folded the first time a rule asks for it. */
function keywordTexts(item: FeedItem): KeywordTest {
  const folded = new Map<TextField, string | null>();
  const text = (field: TextField) => {
    let value = folded.get(field);
    if (value === undefined) {
      value = item[field] === null ? null : foldText(item[field]);
      folded.set(field, value);
    }
    return value;
  };
  return (fields, keyword) =>
    fields.some((field) => {
      const value = text(field);
      return value !== null && value.includes(keyword);
    });
}

const noKeywordRules: KeywordTest = () => false;

const SKIP_FIELDS: readonly TextField[] = ['title', 'productType'];
const CATEGORY_FIELDS: readonly TextField[] = ['productType', 'googleProductCategory'];
const PRODUCT_TYPE_FIELDS: readonly TextField[] = ['title', 'productType', 'sizeType'];

/** A link as the store's http link behaviour wants it. */
export function applyLinkBehavior(link: string, behavior: HttpLinkBehavior): string {
  if (behavior === 'FORCE_HTTPS') return link.replace(/^http:\/\//i, 'https://');
  if (behavior === 'STRIP_QUERY') return link.replace(/[?#].*$/s, '');
  return link;
}

/** `Apparel > Shirts > Polo` names the category "Polo". */
const lastSegment = (path: string | null) =>
  path === null ? null : path.slice(path.lastIndexOf('>') + 1).trim() || null;

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
  const folded = foldedRules(rules);
  // Without keyword rules nothing asks: an item costs no folded texts' map (a feed has a million items).
  const holds = folded.anyKeyword ? keywordTexts(item) : noKeywordRules;
  if (folded.skip.some((keyword) => holds(SKIP_FIELDS, keyword))) return { skip: true };
  const missing = !item.id ? 'g:id' : !item.title ? 'title' : !item.link ? 'link' : null;
  if (missing) return { skip: false, missing };
  const category = folded.categories.find((row) => holds(CATEGORY_FIELDS, row.keyword));
  const genderText = foldValue(item.gender ?? '');
  const gender =
    (item.gender !== null ? folded.genders.find((row) => row.value === genderText)?.gender : undefined) ??
    STANDARD_GENDERS.get(genderText) ??
    'u';
  const ageGroupText = foldValue(item.ageGroup ?? '');
  const ageGroup =
    (item.ageGroup !== null ? folded.ageGroups.find((row) => row.value === ageGroupText)?.ageGroup : undefined) ??
    STANDARD_AGE_GROUPS.get(ageGroupText) ??
    'adult';
  const productType =
    folded.productTypes.find((row) => holds(PRODUCT_TYPE_FIELDS, row.keyword))?.productType ?? 'clothes';
  const sizeType = foldValue(item.sizeType ?? '').replace(/[ -]/g, '_');
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
