import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { fullRecordQuery } from '../../providers/fullRecord';
import { CategoryInputs } from './CategoryInputs';
import { toCategoryPayload, useCategorySaveErrors } from './categorySave';

// Categories are deleted from the list (the API only has the bulk delete), so the form offers no delete button.
const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export const CategoryEdit = () => {
  const onError = useCategorySaveErrors();
  return (
    <Edit
      mutationMode="pessimistic"
      transform={toCategoryPayload}
      queryOptions={fullRecordQuery}
      mutationOptions={{ ...fullRecordQuery, onError }}
    >
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <CategoryInputs />
      </SimpleForm>
    </Edit>
  );
};
