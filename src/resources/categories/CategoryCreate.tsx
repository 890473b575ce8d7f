import { Create, SimpleForm } from 'react-admin';
import { CategoryInputs } from './CategoryInputs';
import { emptyCategory, toCategoryPayload, useCategorySaveErrors } from './categorySave';

export const CategoryCreate = () => {
  const onError = useCategorySaveErrors();
  return (
    <Create mutationMode="pessimistic" transform={toCategoryPayload} mutationOptions={{ onError }} redirect="list">
      <SimpleForm defaultValues={emptyCategory}>
        <CategoryInputs />
      </SimpleForm>
    </Create>
  );
};
