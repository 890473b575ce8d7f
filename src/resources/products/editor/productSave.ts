import { useSaveErrors, type FieldErrorRules } from '../../../providers/saveErrors';
import type { Product } from '../../../../contract/products';

const OPTIONAL_TEXT = [
  'code',
  'feedProductId',
  'imageUrl',
  'sizeType',
  'sizeSystem',
  'strongModel',
  'strongSlug',
] as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const orNull = (value: unknown) => (value === undefined || value === '' ? null : value);

/** Form values -> the PUT/POST body: texts trimmed, blanks as null; the data provider keeps only writable fields. */
export function toProductPayload(data: Partial<Product>): Record<string, unknown> {
  const body: Record<string, unknown> = {
    ...data,
    permalink: text(data.permalink),
    name: text(data.name),
    sizes: (data.sizes ?? []).map((s) => s.trim()).filter(Boolean),
    pluginActive: data.pluginActive ?? false,
  };
  for (const field of OPTIONAL_TEXT) body[field] = orNull(text(data[field]));
  for (const field of [
    'brandId',
    'categoryId',
    'modelingId',
    'strongBrandId',
    'strongCategoryId',
    'strongSubcategoryId',
  ] as const) {
    body[field] = orNull(data[field]);
  }
  body.strongSlugWeight =
    typeof data.strongSlugWeight === 'number' && Number.isFinite(data.strongSlugWeight) ? data.strongSlugWeight : null;
  body.strongLinkActive = data.strongLinkActive ?? false;
  // Shoes are the only products sized by a size system.
  if (data.productType !== 'shoe') body.sizeSystem = null;
  return body;
}

/** How the product editor places the server's field errors ('sizes.2' belongs to 'sizes'). */
const SAVE_RULES: FieldErrorRules = { resource: 'products', conflict: ['permalink', 'app.products.editor.duplicate'] };
export const useProductSaveErrors = () => useSaveErrors(SAVE_RULES);
