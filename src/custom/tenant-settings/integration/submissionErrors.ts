import { errorDetailText, fieldLabel, type ApiErrorDetail } from '../../../providers/errorDetailText';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const bodyOf = (error: unknown) =>
  (error as { body?: { code?: string; details?: ApiErrorDetail[] } } | null)?.body ?? undefined;

/**
 * The server's verdicts on the fields of a form, keyed by the field's full path ("categories.2.keyword"
 * for a row of a list), each text naming the field by its label in `resource`. Only paths the form has
 * (`known`) are kept; the rest is for the notification. Undefined when no field is concerned.
 */
export function submissionErrors(
  error: unknown,
  resource: string,
  known: (path: string) => boolean,
  translate: Translate,
): Record<string, string> | undefined {
  const body = bodyOf(error);
  if (body?.code !== 'VALIDATION') return undefined;
  const errors: Record<string, string> = {};
  for (const detail of body.details ?? []) {
    const path = (detail.field ?? '').replace(/^body\.?/, '');
    if (!path || !known(path) || errors[path]) continue;
    const name =
      path
        .split('.')
        .filter((part) => !/^\d+$/.test(part))
        .at(-1) ?? path;
    errors[path] = errorDetailText(detail, fieldLabel(resource, name, translate), translate);
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
