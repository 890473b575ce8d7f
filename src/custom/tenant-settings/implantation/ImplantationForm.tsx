import { Box, Stack } from '@mui/material';
import {
  BooleanInput,
  CheckboxGroupInput,
  Form,
  SaveButton,
  SelectInput,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { TenantDetails, TenantDetailsBody } from '../../../../contract/tenants';
import { GTM_CODE_PATTERN, OBSERVATION_MAX_LENGTH, SELECTOR_MAX_LENGTH } from '../../../../domain/limits';
import { STORE_FEATURES, VFR_VERSIONS } from '../../../../domain/storeEnums';
import { useNotifyError } from '../../../providers/saveErrors';
import { optionChoicesOf } from '../identification/optionChoices';
import { useSaveTenantDetails } from '../identification/storeQueries';
import { FormChangesGuarded } from '../../../components/LeaveQuestion';

const VERSION_CHOICES = optionChoicesOf('vfrVersions', VFR_VERSIONS);
const FEATURE_CHOICES = optionChoicesOf('features', STORE_FEATURES);
const GTM = new RegExp(GTM_CODE_PATTERN);

/** The implantation fields the tab saves (PUT /tenants/details with the version read). */
export type ImplantationFields = Pick<
  TenantDetails,
  | 'vfrVersion'
  | 'features'
  | 'gtmCode'
  | 'addToCartSelector'
  | 'shoppingTracking'
  | 'appIntegration'
  | 'customerRulesObservation'
>;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** How the store's pages load the service: fitting-room version, GTM code, button place, features, tracking and app. */
export function ImplantationForm({ details }: { details: TenantDetails }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError('tenant-settings');
  const save = useSaveTenantDetails();

  const onSubmit = async (values: Record<string, unknown>) => {
    const body: TenantDetailsBody = {
      version: details.version,
      vfrVersion: values.vfrVersion as TenantDetails['vfrVersion'],
      features: (values.features as TenantDetails['features']) ?? [],
      gtmCode: blankToNull(values.gtmCode)?.toUpperCase() ?? null,
      addToCartSelector: blankToNull(values.addToCartSelector),
      shoppingTracking: Boolean(values.shoppingTracking),
      appIntegration: Boolean(values.appIntegration),
      customerRulesObservation: blankToNull(values.customerRulesObservation),
    };
    try {
      await save.mutateAsync(body);
      notify('app.implantation.saved', { type: 'success' });
      return undefined;
    } catch (error) {
      notifyError(error);
      return undefined;
    }
  };

  return (
    <Form record={details} onSubmit={onSubmit} noValidate>
      <FormChangesGuarded />
      <Box component="section" aria-label={translate('app.implantation.title')}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }}>
          <SelectInput
            source="vfrVersion"
            label="app.implantation.fields.vfrVersion"
            choices={VERSION_CHOICES}
            validate={(value) => (value ? undefined : 'ra.validation.required')}
            sx={{ minWidth: 180 }}
          />
          <TextInput
            source="gtmCode"
            label="app.implantation.fields.gtmCode"
            helperText="app.implantation.gtmHint"
            validate={(value: string | null) =>
              !value?.trim() || GTM.test(value.trim().toUpperCase()) ? undefined : 'app.implantation.gtmInvalid'
            }
            slotProps={{ htmlInput: { maxLength: 16 } }}
          />
        </Stack>
        <TextInput
          source="addToCartSelector"
          label="app.implantation.fields.addToCartSelector"
          helperText="app.implantation.addToCartHint"
          fullWidth
          slotProps={{ htmlInput: { maxLength: SELECTOR_MAX_LENGTH, style: { fontFamily: 'monospace' } } }}
        />
        <CheckboxGroupInput source="features" label="app.implantation.fields.features" choices={FEATURE_CHOICES} row />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <BooleanInput source="shoppingTracking" label="app.implantation.fields.shoppingTracking" />
          <BooleanInput source="appIntegration" label="app.implantation.fields.appIntegration" />
        </Stack>
        <TextInput
          source="customerRulesObservation"
          label="app.implantation.fields.customerRulesObservation"
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: OBSERVATION_MAX_LENGTH } }}
        />
        <SaveButton label="app.implantation.save" />
      </Box>
    </Form>
  );
}
