import { BooleanInput, TextInput } from 'react-admin';
import { NAME_MAX_LENGTH } from '../../../../../domain/limits';
import type { RecipeSample, RecipeSampleBody } from '../../../contract/recipeSamples';
import { nameValidators } from '../../../../../src/components/validators';
import { RecordCreate, RecordEdit } from '../../../../../src/components/RecordFormPages';
import type { FieldErrorRules } from '../../../../../src/providers/saveErrors';
import { RECIPE_SAMPLE_BODY_FIELDS } from './fields';

const validateName = nameValidators(NAME_MAX_LENGTH);

// The API rejects unknown body fields, so only the body's travel.
const toPayload = (data: Partial<RecipeSample>): RecipeSampleBody => ({
  name: (data.name ?? '').trim(),
  active: data.active ?? true,
});

const SAVE_RULES: FieldErrorRules = {
  resource: 'recipe-samples',
  conflict: ['name', 'app.recipeSamples.nameTaken'],
  fields: RECIPE_SAMPLE_BODY_FIELDS,
};

const RecipeSampleInputs = () => (
  <>
    <TextInput source="name" validate={validateName} />
    <BooleanInput source="active" />
  </>
);

export const RecipeSampleEdit = () => (
  <RecordEdit rules={SAVE_RULES} toPayload={toPayload}>
    <RecipeSampleInputs />
  </RecordEdit>
);

export const RecipeSampleCreate = () => (
  <RecordCreate rules={SAVE_RULES} toPayload={toPayload} defaultValues={{ name: '', active: true }}>
    <RecipeSampleInputs />
  </RecordCreate>
);
