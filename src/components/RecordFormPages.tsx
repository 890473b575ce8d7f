import type { ReactElement, ReactNode } from 'react';
import { Create, Edit, SimpleForm, type RedirectionSideEffect } from 'react-admin';
import { editorRecordQuery, fullRecordQuery } from '../providers/fullRecord';
import { useSaveErrors, type FieldErrorRules } from '../providers/saveErrors';
import { FormChangesGuarded } from './LeaveQuestion';
import { LinkedDeleteToolbar } from './LinkedDeleteToolbar';

interface PageProps<T> {
  /** How the server's field errors are placed (its `resource` names the texts). */
  rules: FieldErrorRules;
  /** The form's values as the API takes them: only the body's fields travel. */
  toPayload: (data: T) => object;
  children: ReactNode;
}

/**
 * The edit page of a resource's record: saved when the server answers, the whole record read and written.
 * Its toolbar saves and deletes after a confirmation (a delete refused while records link to it says why),
 * unless the resource gives its own (one deleted from its list only saves). Leaving it, or changing the language,
 * with changes unsaved asks first (`FormChangesGuarded`), as on every editor.
 */
export function RecordEdit<T>({ rules, toPayload, toolbar, children }: PageProps<T> & { toolbar?: ReactElement }) {
  const onError = useSaveErrors(rules);
  return (
    <Edit
      mutationMode="pessimistic"
      transform={toPayload}
      queryOptions={editorRecordQuery}
      mutationOptions={{ ...fullRecordQuery, onError }}
    >
      <SimpleForm toolbar={toolbar ?? <LinkedDeleteToolbar resource={rules.resource} />}>
        {children}
        <FormChangesGuarded />
      </SimpleForm>
    </Edit>
  );
}

/**
 * The create page of a resource's record: saved when the server answers, then opened in its editor unless told;
 * leaving it with something typed asks first.
 */
export function RecordCreate<T>({
  rules,
  toPayload,
  defaultValues,
  redirect = 'edit',
  children,
}: PageProps<T> & { defaultValues: object; redirect?: RedirectionSideEffect }) {
  const onError = useSaveErrors(rules);
  return (
    <Create mutationMode="pessimistic" transform={toPayload} mutationOptions={{ onError }} redirect={redirect}>
      <SimpleForm defaultValues={defaultValues}>
        {children}
        <FormChangesGuarded />
      </SimpleForm>
    </Create>
  );
}
