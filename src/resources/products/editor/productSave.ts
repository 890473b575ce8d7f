import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import type { Product } from '../productTypes';

const OPTIONAL_TEXT = ['code', 'feedProductId', 'imageUrl', 'sizeType', 'sizeSystem', 'strongModel', 'strongSlug'] as const;

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
  for (const field of ['brandId', 'categoryId', 'modelingId', 'strongBrandId', 'strongCategoryId', 'strongSubcategoryId'] as const) {
    body[field] = orNull(data[field]);
  }
  body.strongSlugWeight = typeof data.strongSlugWeight === 'number' && Number.isFinite(data.strongSlugWeight) ? data.strongSlugWeight : null;
  body.strongLinkActive = data.strongLinkActive ?? false;
  // Shoes are the only products sized by a size system.
  if (data.productType !== 'shoe') body.sizeSystem = null;
  return body;
}

interface ErrorDetail {
  field?: string;
  code?: string;
  message?: string;
}

interface ErrorBody {
  code?: string;
  details?: ErrorDetail[];
  errors?: Record<string, string>;
}

const FIELD_MESSAGES: Record<string, string> = {
  COMMA: 'app.validation.noComma',
  REQUIRED: 'ra.validation.required',
  URL: 'app.validation.httpUrl',
  INVALID_URL: 'app.validation.httpUrl',
};

const bodyOf = (error: unknown): ErrorBody | undefined => {
  const body = (error as { body?: unknown } | null)?.body;
  return body && typeof body === 'object' ? (body as ErrorBody) : undefined;
};

/** The server's verdict on single fields, as react-admin field errors ('body.sizes.2' belongs to 'sizes'). */
export function productFieldErrors(error: unknown): Record<string, string> | undefined {
  const body = bodyOf(error);
  if (body?.code === 'CONFLICT') return { permalink: 'app.products.editor.duplicate' };
  if (body?.code !== 'VALIDATION') return undefined;
  const errors: Record<string, string> = {};
  for (const detail of body.details ?? []) {
    const field = detail.field?.replace(/^body\.?/, '').split('.')[0];
    if (field && !errors[field]) {
      errors[field] = FIELD_MESSAGES[detail.code ?? ''] ?? detail.message ?? 'ra.validation.invalid';
    }
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** A translated notification, and the server's field errors placed under their fields (read from `body.errors`). */
export function useProductSaveErrors() {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const fieldErrors = productFieldErrors(error);
      if (fieldErrors && error && typeof error === 'object') {
        (error as { body?: ErrorBody }).body = { ...bodyOf(error), errors: fieldErrors };
      }
      const message = (error as { message?: string } | null)?.message;
      notify(message || 'app.errors.generic', { type: 'error' });
    },
    [notify],
  );
}
