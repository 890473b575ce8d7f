import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { errorMessageKey } from '../brands/brandSave';

export type CategoryType = 'clothes' | 'shoe';

/** A store category as GET /categories answers it. */
export interface Category {
  id: number;
  name: string;
  originalName: string | null;
  type: CategoryType;
  clothesType: string | null;
  strongCategoryId: number | null;
  strongCategoryName: string | null;
  strongSubcategoryId: number | null;
  strongSubcategoryName: string | null;
  sizeTailor: boolean;
}

export type CategoryPayload = Omit<Category, 'id' | 'strongCategoryName' | 'strongSubcategoryName'>;

export const emptyCategory: CategoryPayload = {
  name: '',
  originalName: null,
  type: 'clothes',
  clothesType: null,
  strongCategoryId: null,
  strongSubcategoryId: null,
  sizeTailor: false,
};

const textOrNull = (value: string | null | undefined) => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

// The API rejects unknown body fields, so the read-only names of the linked provider category stay home.
export const toCategoryPayload = (data: Partial<Category>): CategoryPayload => ({
  name: (data.name ?? '').trim(),
  originalName: textOrNull(data.originalName),
  type: data.type ?? 'clothes',
  clothesType: data.clothesType || null,
  // Emptied selects give ''; the API's "none" is null. A subcategory means nothing without its category.
  strongCategoryId: data.strongCategoryId || null,
  strongSubcategoryId: data.strongCategoryId ? data.strongSubcategoryId || null : null,
  sizeTailor: data.sizeTailor ?? false,
});

interface ErrorBody {
  code?: string;
  details?: { field?: string; code?: string; message?: string }[];
  errors?: Record<string, string>;
}

const FORM_FIELDS = Object.keys(emptyCategory);
const FIELD_MESSAGES: Record<string, string> = { COMMA: 'app.validation.noComma', REQUIRED: 'ra.validation.required' };

/** What the server says about single fields of the form, as react-admin field errors. */
export function categoryFieldErrors(body: ErrorBody | undefined): Record<string, string> | undefined {
  if (body?.code === 'CONFLICT') return { name: 'app.categories.nameTaken' };
  if (body?.code !== 'VALIDATION') return undefined;
  const errors: Record<string, string> = {};
  for (const detail of body.details ?? []) {
    // Schema errors name the field as "body.name", rule errors as "name".
    const field = detail.field?.replace(/^body\./, '');
    if (field && FORM_FIELDS.includes(field) && !errors[field]) {
      errors[field] = FIELD_MESSAGES[detail.code ?? ''] ?? detail.message ?? 'ra.validation.invalid';
    }
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** A translated notification, and the server's verdict on a field shown under that field. */
export function useCategorySaveErrors() {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const target = error && typeof error === 'object' ? (error as { body?: ErrorBody; message?: string }) : undefined;
      const fieldErrors = categoryFieldErrors(target?.body ?? undefined);
      // react-admin reads `body.errors` from a rejected pessimistic save.
      if (target && fieldErrors) target.body = { ...target.body, errors: fieldErrors };
      notify(errorMessageKey(error), { type: 'error', messageArgs: { _: target?.message } });
    },
    [notify],
  );
}
