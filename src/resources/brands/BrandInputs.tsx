import { SelectInput, TextInput, required } from 'react-admin';
import { noComma } from '../../components/validators';
import { nameMaxLength, notBlank } from './brandSave';
import { useSizeSystemChoices } from './sizeSystems';
import { StrongBrandInput } from './StrongBrandInput';

const validateName = [required(), notBlank, noComma, nameMaxLength];

export const SizeSystemInput = () => (
  <SelectInput
    source="sizeSystem"
    choices={useSizeSystemChoices()}
    translateChoice={false}
    emptyText="app.brands.none"
  />
);

/** Fields shared by the create and edit forms; the name is trimmed by the save transform. */
export const BrandInputs = () => (
  <>
    <TextInput source="name" validate={validateName} />
    <SizeSystemInput />
    <StrongBrandInput />
  </>
);
