import type { ReactNode } from 'react';
import { Create, Edit, SimpleForm } from 'react-admin';
import { editorRecordQuery, fullRecordQuery } from '../providers/fullRecord';
import { useSaveErrors, type FieldErrorRules } from '../providers/saveErrors';
import { LinkedDeleteToolbar } from './LinkedDeleteToolbar';

interface PageProps<T> {
  /** How the server's field errors are placed (its `resource` names the texts). */
  rules: FieldErrorRules;
  /** The form's values as the API takes them: only the body's fields travel. */
  toPayload: (data: T) => object;
  children: ReactNode;
}

/**
 * The edit page of a provider's catalogue record (brand, category): saved when the server answers, the
 * whole record read and written, and a delete refused while records link to it.
 */
export function ProviderRecordEdit<T>({ rules, toPayload, children }: PageProps<T>) {
  const onError = useSaveErrors(rules);
  return (
    <Edit
      mutationMode="pessimistic"
      transform={toPayload}
      queryOptions={editorRecordQuery}
      mutationOptions={{ ...fullRecordQuery, onError }}
    >
      <SimpleForm toolbar={<LinkedDeleteToolbar resource={rules.resource} />}>{children}</SimpleForm>
    </Edit>
  );
}

/** The create page of a provider's catalogue record: saved when the server answers, then opened in its editor. */
export function ProviderRecordCreate<T>({
  rules,
  toPayload,
  defaultValues,
  children,
}: PageProps<T> & { defaultValues: object }) {
  const onError = useSaveErrors(rules);
  return (
    <Create mutationMode="pessimistic" transform={toPayload} mutationOptions={{ onError }} redirect="edit">
      <SimpleForm defaultValues={defaultValues}>{children}</SimpleForm>
    </Create>
  );
}
