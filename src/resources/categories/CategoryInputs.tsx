import { BooleanInput, SelectInput, TextInput, required } from 'react-admin';
import { nameValidators } from '../../components/validators';
import { NAME_MAX_LENGTH } from '../../../domain/limits';
import { CLOTHES_TYPE_CHOICES, TABLE_TYPE_CHOICES } from '../modelings/modelingChoices';
import { StrongCategoryInputs } from './StrongCategoryInputs';

const validateName = nameValidators(NAME_MAX_LENGTH);

export const CategoryTypeInput = () => <SelectInput source="type" choices={TABLE_TYPE_CHOICES} validate={required()} />;

export const ClothesTypeInput = () => (
  <SelectInput source="clothesType" choices={CLOTHES_TYPE_CHOICES} emptyText="app.categories.none" />
);

export const SizeTailorInput = () => <BooleanInput source="sizeTailor" helperText="app.categories.sizeTailorHelp" />;

/** Fields shared by the create and edit forms; texts are trimmed by the save transform. */
export const CategoryInputs = () => (
  <>
    <TextInput source="name" validate={validateName} />
    <TextInput source="originalName" helperText="app.categories.originalNameHelp" />
    <CategoryTypeInput />
    <ClothesTypeInput />
    <StrongCategoryInputs />
    <SizeTailorInput />
  </>
);
