import { Create, SimpleForm } from 'react-admin';
import { BrandInputs } from './BrandInputs';
import { toBrandPayload, useBrandSaveErrors } from './brandSave';

const emptyBrand = { name: '', sizeSystem: null, strongBrandId: null };

export const BrandCreate = () => {
  const onError = useBrandSaveErrors();
  return (
    <Create mutationMode="pessimistic" transform={toBrandPayload} mutationOptions={{ onError }} redirect="list">
      <SimpleForm defaultValues={emptyBrand}>
        <BrandInputs />
      </SimpleForm>
    </Create>
  );
};
