import { Edit, SimpleForm } from 'react-admin';
import { SaveOnlyToolbar } from '../../components/SaveOnlyToolbar';
import { editorRecordQuery, fullRecordQuery } from '../../providers/fullRecord';
import { BrandInputs } from './BrandInputs';
import { toBrandPayload, useBrandSaveErrors } from './brandSave';

// Brands are deleted from the list (the API only has the bulk delete), so the form offers no delete button.
export const BrandEdit = () => {
  const onError = useBrandSaveErrors();
  return (
    <Edit
      mutationMode="pessimistic"
      transform={toBrandPayload}
      queryOptions={editorRecordQuery}
      mutationOptions={{ ...fullRecordQuery, onError }}
    >
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <BrandInputs />
      </SimpleForm>
    </Edit>
  );
};
