import { useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  Form,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { TenantDetails, TenantDetailsBody, TenantOptions } from '../../../../contract/tenants';
import { NAME_MAX_LENGTH, OBSERVATION_MAX_LENGTH, URL_MAX_LENGTH } from '../../../../domain/limits';
import { useNotifyError } from '../../../providers/saveErrors';
import { STORE_CLASS_FIELDS } from '../../../../contract/fieldLists';
import { submissionErrors } from '../integration/submissionErrors';
import { useOptionChoices, type OptionList } from './optionChoices';
import { ResponsiblePicker } from './ResponsiblePicker';
import { StaleSaveAlert } from './StaleSaveAlert';
import { useSaveTenantDetails } from './storeQueries';
import { FormChangesGuarded } from '../../../components/LeaveQuestion';

const IDENTIFICATION_FIELDS = [
  'name',
  'domain',
  'tenantLogoUrl',
  'country',
  'currency',
  'language',
  ...STORE_CLASS_FIELDS,
  'monitored',
  'monitoredReturns',
  'multipleCurrencies',
  'reportCountries',
  'forceHttps',
  'memorizeSizes',
] as const;
const COVERAGE_FIELDS = [
  'responsibleId',
  'reviewStatus',
  'coveredCategories',
  'coveredIntegrations',
  'ecommercePlatform',
  'typeModeling',
  'observation',
] as const;

const required = (value: unknown) =>
  value === undefined || value === null || value === '' ? 'ra.validation.required' : undefined;
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The form's record: subdomains as rows (`{ host }`) for the rows editor. */
const toRecord = (details: TenantDetails) => ({
  ...details,
  id: details.tenantId,
  subdomains: details.subdomains.map((host) => ({ host })),
});

function toBody(values: Record<string, unknown>): TenantDetailsBody {
  const body: Record<string, unknown> = { version: values.version };
  for (const field of IDENTIFICATION_FIELDS) body[field] = values[field];
  body.tenantLogoUrl = blankToNull(values.tenantLogoUrl);
  body.subdomains = ((values.subdomains as { host?: string }[] | undefined) ?? [])
    .map((row) => row?.host?.trim() ?? '')
    .filter(Boolean);
  const coverage = (values.coverageDetails ?? {}) as Record<string, unknown>;
  body.coverageDetails = Object.fromEntries(COVERAGE_FIELDS.map((field) => [field, coverage[field] ?? null]));
  const details = body.coverageDetails as Record<string, unknown>;
  details.observation = blankToNull(details.observation);
  details.coveredCategories = coverage.coveredCategories ?? [];
  details.coveredIntegrations = coverage.coveredIntegrations ?? [];
  return body as TenantDetailsBody;
}

const KNOWN = new Set<string>([
  ...IDENTIFICATION_FIELDS,
  ...COVERAGE_FIELDS.map((field) => `coverageDetails.${field}`),
]);
const known = (path: string) => KNOWN.has(path) || /^subdomains\.\d+$/.test(path);

/** The identification fields of the store and its coverage details, saved together with the store's version. */
export function IdentificationForm({
  details,
  options,
  onReload,
  storeId,
  onSaved,
}: {
  details: TenantDetails;
  options: TenantOptions;
  onReload: () => void;
  /** Another store's id (a moderator editing it from the dashboard); the current store when left out. */
  storeId?: number;
  onSaved?: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError('tenant-settings');
  const save = useSaveTenantDetails(storeId);
  const choices = useOptionChoices();
  const [stale, setStale] = useState<string[] | null>(null);

  const onSubmit = async (values: Record<string, unknown>) => {
    try {
      await save.mutateAsync(toBody(values));
      setStale(null);
      notify('app.storeSettings.saved', { type: 'success' });
      onSaved?.();
      return undefined;
    } catch (error) {
      const body = (error as { body?: { code?: string; details?: { field: string }[] } }).body;
      if (body?.code === 'STALE_VERSION') {
        setStale((body.details ?? []).map((d) => d.field));
        return undefined;
      }
      const raw = submissionErrors(error, 'tenant-settings', known, translate);
      const fieldErrors = raw
        ? Object.fromEntries(
            Object.entries(raw).map(([path, text]) => [
              path.replace(/^subdomains\.(\d+)$/, 'subdomains.$1.host'),
              text,
            ]),
          )
        : undefined;
      notifyError(error, { shownFields: Object.keys(raw ?? {}) });
      return fieldErrors;
    }
  };

  const reload = () => {
    setStale(null);
    onReload();
  };
  // Fields side by side on wider screens, wrapping onto more lines where the row would run past the card.
  const row = {
    direction: { xs: 'column', md: 'row' },
    spacing: { xs: 0, md: 2 },
    useFlexGap: true,
    flexWrap: 'wrap',
    // Each field takes an equal share of at least 200 px (inputs are full width, which would wrap each alone).
    sx: { '& > *': { flex: { md: '1 1 200px' } } },
  } as const;
  const wide = { minWidth: { md: 240 } };
  /** A required select among one of the store's option lists. */
  const optionSelect = (source: string, list: OptionList) => (
    <SelectInput source={source} choices={choices.named(list, options[list])} validate={required} />
  );

  return (
    <Form key={details.version} record={toRecord(details)} onSubmit={onSubmit} noValidate>
      <FormChangesGuarded />
      {stale && <StaleSaveAlert fields={stale} onReload={reload} />}
      <Box component="section" aria-label={translate('app.storeSettings.identification')}>
        <Stack {...row}>
          <TextInput source="name" validate={required} inputProps={{ maxLength: NAME_MAX_LENGTH }} sx={wide} />
          <TextInput source="domain" validate={required} sx={wide} />
          <TextInput source="tenantLogoUrl" inputProps={{ maxLength: URL_MAX_LENGTH }} sx={wide} />
        </Stack>
        <ArrayInput source="subdomains">
          <SimpleFormIterator inline disableReordering>
            <TextInput source="host" label="app.storeSettings.subdomain" validate={required} />
          </SimpleFormIterator>
        </ArrayInput>
        <Stack {...row}>
          <AutocompleteInput
            source="country"
            choices={choices.countries(options.countries)}
            validate={required}
            sx={wide}
          />
          <AutocompleteInput
            source="currency"
            choices={choices.currencies(options.currencies)}
            validate={required}
            sx={wide}
          />
          {optionSelect('language', 'languages')}
          {optionSelect('sizeSystem', 'sizeSystems')}
        </Stack>
        <Stack {...row}>
          {optionSelect('plan', 'plans')}
          {optionSelect('status', 'statuses')}
          {optionSelect('type', 'types')}
          {optionSelect('tenantProfile', 'profiles')}
          {optionSelect('segment', 'segments')}
          {optionSelect('tenantOperation', 'operations')}
        </Stack>
        <AutocompleteArrayInput source="reportCountries" choices={choices.countries(options.countries)} />
        <Stack direction="row" flexWrap="wrap" columnGap={2}>
          {(['monitored', 'monitoredReturns', 'multipleCurrencies', 'forceHttps', 'memorizeSizes'] as const).map(
            (f) => (
              <BooleanInput key={f} source={f} />
            ),
          )}
        </Stack>
      </Box>
      <Box component="section" aria-labelledby="coverage-title" sx={{ mt: 2 }}>
        <Typography id="coverage-title" variant="h6" component="h2">
          {translate('app.storeSettings.coverage')}
        </Typography>
        <Stack {...row}>
          <ResponsiblePicker current={details.coverageDetails} />
          <SelectInput
            source="coverageDetails.reviewStatus"
            label="resources.tenant-settings.fields.reviewStatus"
            choices={choices.named('reviewStatuses', options.reviewStatuses)}
            emptyText="app.storeSettings.none"
          />
          <AutocompleteInput
            source="coverageDetails.ecommercePlatform"
            label="resources.tenant-settings.fields.ecommercePlatform"
            choices={choices.named('platforms', options.platforms)}
            sx={wide}
          />
          <SelectInput
            source="coverageDetails.typeModeling"
            label="resources.tenant-settings.fields.typeModeling"
            choices={choices.named('typeModelings', options.typeModelings)}
            emptyText="app.storeSettings.none"
          />
        </Stack>
        <CheckboxGroupInput
          source="coverageDetails.coveredCategories"
          label="resources.tenant-settings.fields.coveredCategories"
          choices={choices.named('coveredCategories', options.coveredCategories)}
        />
        <CheckboxGroupInput
          source="coverageDetails.coveredIntegrations"
          label="resources.tenant-settings.fields.coveredIntegrations"
          choices={choices.named('coveredIntegrations', options.coveredIntegrations)}
        />
        <TextInput
          source="coverageDetails.observation"
          label="resources.tenant-settings.fields.observation"
          multiline
          minRows={2}
          fullWidth
          inputProps={{ maxLength: OBSERVATION_MAX_LENGTH }}
        />
      </Box>
      <SaveButton alwaysEnable={false} />
    </Form>
  );
}
