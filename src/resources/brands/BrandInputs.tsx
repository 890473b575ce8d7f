import { SelectInput, TextInput } from 'react-admin';
import { nameValidators } from '../../components/validators';
import { NAME_MAX_LENGTH } from '../../../domain/limits';
import { useSizeSystemChoices } from './sizeSystems';
import { StrongBrandInput } from './StrongBrandInput';

const validateName = nameValidators(NAME_MAX_LENGTH);

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
