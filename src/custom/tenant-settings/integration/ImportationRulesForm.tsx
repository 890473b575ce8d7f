import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import {
  ArrayInput,
  Form,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  SimpleFormIteratorClasses,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { ImportationRules } from '../../../../contract/feeds';
import { MAX_RULE_ROWS, RULE_KEYWORD_MAX_LENGTH } from '../../../../domain/limits';
import { useNotifyError } from '../../../providers/saveErrors';
import { AGE_GROUP_CHOICES, GENDER_CHOICES, MISSING_PRODUCT_CHOICES, PRODUCT_TYPE_CHOICES } from './choices';
import { useSaveImportationRules } from './settingsQueries';
import { submissionErrors } from './submissionErrors';
import { NamedAutocompleteInput } from '../../../components/NamedAutocompleteInput';
import { FormChangesGuarded } from '../../../components/LeaveQuestion';

const LISTS = ['categories', 'genders', 'ageGroups', 'productTypes', 'skip'] as const;
const FIELD = 'resources.tenant-settings.fields';
const required = (value: unknown) =>
  value === null || value === undefined || value === '' ? 'ra.validation.required' : undefined;
const keywordProps = { htmlInput: { maxLength: RULE_KEYWORD_MAX_LENGTH } };
const known = (path: string) => path === 'missingProducts' || LISTS.some((list) => path.startsWith(`${list}.`));

/** One list of rules: rows added and removed in place, each row's inputs on one line where there is room. */
function RuleRows({ source, children }: { source: (typeof LISTS)[number]; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle2">
        {translate(`app.integration.rules.${source}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`app.integration.rules.${source}Help`)}
      </Typography>
      <ArrayInput source={source} label={false}>
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          getItemLabel={false}
          // A row's remove button shows always, not only under the mouse: keyboard and touch users need it too.
          sx={{ [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' } }}
        >
          {children}
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}

/** Keywords of the feed mapped to the store's categories, genders, age groups and product types; skips; missing products. */
export function ImportationRulesForm({ rules }: { rules: ImportationRules }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError('tenant-settings');
  const save = useSaveImportationRules();

  const onSubmit = async (values: Record<string, unknown>) => {
    try {
      await save.mutateAsync(values as ImportationRules);
      notify('app.integration.rules.saved', { type: 'success' });
      return undefined;
    } catch (error) {
      const fieldErrors = submissionErrors(error, 'tenant-settings', known, translate);
      notifyError(error, { shownFields: fieldErrors ? [...LISTS, 'missingProducts'] : [] });
      return fieldErrors;
    }
  };

  return (
    <Form record={rules} onSubmit={onSubmit} noValidate>
      <FormChangesGuarded />
      <Box component="section" aria-labelledby="importation-rules-title">
        <Typography id="importation-rules-title" variant="subtitle1" component="h3">
          {translate('app.integration.rules.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.integration.rules.help', { max: MAX_RULE_ROWS })}
        </Typography>
        <RuleRows source="categories">
          <TextInput source="keyword" label={`${FIELD}.keyword`} validate={required} slotProps={keywordProps} />
          <ReferenceInput source="categoryId" reference="categories">
            <NamedAutocompleteInput label={`${FIELD}.categoryId`} validate={required} sx={{ minWidth: 220 }} />
          </ReferenceInput>
        </RuleRows>
        <RuleRows source="genders">
          <TextInput source="value" label={`${FIELD}.value`} validate={required} slotProps={keywordProps} />
          <SelectInput source="gender" label={`${FIELD}.gender`} choices={GENDER_CHOICES} validate={required} />
        </RuleRows>
        <RuleRows source="ageGroups">
          <TextInput source="value" label={`${FIELD}.value`} validate={required} slotProps={keywordProps} />
          <SelectInput source="ageGroup" label={`${FIELD}.ageGroup`} choices={AGE_GROUP_CHOICES} validate={required} />
        </RuleRows>
        <RuleRows source="productTypes">
          <TextInput source="keyword" label={`${FIELD}.keyword`} validate={required} slotProps={keywordProps} />
          <SelectInput
            source="productType"
            label={`${FIELD}.productType`}
            choices={PRODUCT_TYPE_CHOICES}
            validate={required}
          />
        </RuleRows>
        <RuleRows source="skip">
          <TextInput source="" label={`${FIELD}.keyword`} validate={required} slotProps={keywordProps} />
        </RuleRows>
        <SelectInput
          source="missingProducts"
          choices={MISSING_PRODUCT_CHOICES}
          validate={required}
          sx={{ minWidth: 260 }}
        />
        <Box>
          <SaveButton label="app.integration.rules.save" />
        </Box>
      </Box>
    </Form>
  );
}
