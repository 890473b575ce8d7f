import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useWatch } from 'react-hook-form';
import {
  ArrayInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  required,
  useTranslate,
  useWrappedSource,
} from 'react-admin';
import { PRODUCT_TYPES } from '../../../domain/enums';
import { STRONG_CATEGORY_NAME_MAX_LENGTH } from '../../../domain/limits';
import type { StrongCategory, StrongCategoryBody } from '../../../contract/strongCategories';
import { choicesOf } from '../../components/choices';
import { nameValidators } from '../../components/validators';
import { RecordCreate, RecordEdit } from '../../components/RecordFormPages';
import type { FieldErrorRules } from '../../providers/saveErrors';
import { TranslationsTable } from './TranslationsTable';
import { cleanTranslations, missingCount } from './missingTranslations';

const RESOURCE = 'strong-categories';

const validateName = nameValidators(STRONG_CATEGORY_NAME_MAX_LENGTH);

const TYPE_CHOICES = choicesOf(PRODUCT_TYPES, 'app.strongCategories.types');

type FormSubcategory = { id?: number | null; name?: string; translations?: Record<string, unknown> };
type FormValues = Partial<Omit<StrongCategory, 'subcategories'>> & { subcategories?: FormSubcategory[] };

// The API rejects unknown body fields and blank translations: only the body's fields travel, trimmed.
const toPayload = (data: FormValues): StrongCategoryBody => ({
  name: (data.name ?? '').trim(),
  type: data.type ?? 'clothes',
  translations: cleanTranslations(data.translations),
  subcategories: (data.subcategories ?? []).map((sub) => ({
    id: sub.id ?? null,
    name: (sub.name ?? '').trim(),
    translations: cleanTranslations(sub.translations),
  })),
});

// Problems of a translation or a subcategory name go to the notification, which names them.
const SAVE_RULES: FieldErrorRules = {
  resource: RESOURCE,
  conflict: ['name', 'app.strongCategories.nameTaken'],
  fields: ['name', 'type'],
};

/** One subcategory's translations, folded away with their missing count until opened. */
const SubcategoryTranslations = () => {
  const translate = useTranslate();
  const source = useWrappedSource('translations');
  const translations = useWatch({ name: source }) as Record<string, unknown> | undefined;
  return (
    // Folded, its inputs are not rendered: a long list of subcategories stays light.
    <Accordion
      disableGutters
      variant="outlined"
      sx={{ width: '100%' }}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2">
          {translate('app.strongCategories.subcategoryTranslations')} ·{' '}
          {translate('resources.strong-categories.fields.missingTranslations')}: {missingCount(translations)}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <TranslationsTable source="translations" title="app.strongCategories.subcategoryTranslations" />
      </AccordionDetails>
    </Accordion>
  );
};

const StrongCategoryInputs = () => (
  <>
    <TextInput source="name" validate={validateName} />
    <SelectInput source="type" choices={TYPE_CHOICES} validate={required()} />
    <TranslationsTable source="translations" title="app.strongCategories.translationsTitle" />
    <ArrayInput source="subcategories">
      <SimpleFormIterator inline disableReordering disableClear>
        <TextInput
          source="name"
          label="resources.strong-categories.fields.subcategoryName"
          validate={validateName}
          helperText={false}
        />
        <SubcategoryTranslations />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);

export const StrongCategoryEdit = () => (
  <RecordEdit rules={SAVE_RULES} toPayload={toPayload}>
    <StrongCategoryInputs />
  </RecordEdit>
);

const emptyStrongCategory = { name: '', type: 'clothes', translations: {}, subcategories: [] };

export const StrongCategoryCreate = () => (
  <RecordCreate rules={SAVE_RULES} toPayload={toPayload} defaultValues={emptyStrongCategory}>
    <StrongCategoryInputs />
  </RecordCreate>
);
