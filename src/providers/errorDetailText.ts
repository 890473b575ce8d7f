import { DETAIL_PARAMS, DetailCodes, isDetailCode, type DetailParams } from '../../domain/errorCodes';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One detail of an API error answer as it arrives (domain/errorCodes.ts, ErrorDetail). */
export interface ApiErrorDetail {
  field?: string;
  code?: string;
  message?: string;
  params?: DetailParams;
}

/**
 * The translated text of a detail, naming the field as `fieldName` and its limit from `params`. A code the
 * app does not know, or one missing a value its text needs, reads as "not valid" rather than in English.
 */
export function errorDetailText(detail: ApiErrorDetail, fieldName: string, translate: Translate): string {
  const params: DetailParams = detail.params ?? {};
  const code =
    isDetailCode(detail.code) && DETAIL_PARAMS[detail.code].every((p) => params[p] !== undefined)
      ? detail.code
      : DetailCodes.INVALID;
  // A count also picks the singular or plural form of the text (polyglot's smart_count).
  const plural = params.count === undefined ? {} : { smart_count: params.count };
  return translate(`app.errors.details.${code}`, { ...params, ...plural, field: fieldName });
}

/** A field's name as a resource's form labels it, else as the API names it. */
export const fieldLabel = (resource: string | undefined, field: string, translate: Translate) =>
  resource ? translate(`resources.${resource}.fields.${field}`, { _: field }) : field;
