import { Edit, SimpleForm } from 'react-admin';
import { SaveOnlyToolbar } from '../../components/SaveOnlyToolbar';
import { editorRecordQuery, fullRecordQuery } from '../../providers/fullRecord';
import { CategoryInputs } from './CategoryInputs';
import { toCategoryPayload, useCategorySaveErrors } from './categorySave';

// Categories are deleted from the list (the API only has the bulk delete), so the form offers no delete button.
export const CategoryEdit = () => {
  const onError = useCategorySaveErrors();
  return (
    <Edit
      mutationMode="pessimistic"
      transform={toCategoryPayload}
      queryOptions={editorRecordQuery}
      mutationOptions={{ ...fullRecordQuery, onError }}
    >
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <CategoryInputs />
      </SimpleForm>
    </Edit>
  );
};
