import { useCallback, useState } from 'react';
import { Box, Stack } from '@mui/material';
import { BooleanInput, Form, SaveButton, SelectInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { INTEGRATION_SETTINGS_FIELDS } from '../../../../contract/fieldLists';
import { URL_MAX_LENGTH } from '../../../../domain/limits';
import type { IntegrationTabSettings, VersionedIntegrationSettings } from '../tenantsApi';
import { useNotifyError } from '../../../providers/saveErrors';
import { INTEGRATION_TYPE_CHOICES, LINK_BEHAVIOR_CHOICES } from './choices';
import { FeedCheck } from './FeedCheck';
import { FeedHashField } from './FeedHashField';
import { useSaveIntegrationSettings } from './settingsQueries';
import { submissionErrors } from './submissionErrors';
import { FormChangesGuarded } from '../../../components/LeaveQuestion';

const FIELDS: readonly string[] = INTEGRATION_SETTINGS_FIELDS;
const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The store's integration fields. A new feed address is saved only once "check feed" has read it,
 * so the report of what it would import is seen before the schedule imports it.
 */
export function IntegrationSettingsForm({ settings }: { settings: IntegrationTabSettings }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError('tenant-settings');
  const save = useSaveIntegrationSettings();
  const [checkedUrl, setCheckedUrl] = useState<string | null>(null);
  const onChecked = useCallback((url: string) => setCheckedUrl(url), []);

  const onSubmit = async (values: Record<string, unknown>) => {
    // The fields it saves and the version read; the feed's hash is the server's to write.
    const saved = Object.fromEntries([...FIELDS, 'version'].map((field) => [field, values[field]]));
    const next: VersionedIntegrationSettings = {
      ...(saved as VersionedIntegrationSettings),
      productIntegrationXmlLink: blankToNull(values.productIntegrationXmlLink as string | null),
      linkReturnsFile: blankToNull(values.linkReturnsFile as string | null),
    };
    const url = next.productIntegrationXmlLink;
    if (url && url !== settings.productIntegrationXmlLink && url !== checkedUrl) {
      return { productIntegrationXmlLink: translate('app.integration.settings.checkFirst') };
    }
    try {
      await save.mutateAsync(next);
      notify('app.integration.settings.saved', { type: 'success' });
      return undefined;
    } catch (error) {
      const fieldErrors = submissionErrors(error, 'tenant-settings', (path) => FIELDS.includes(path), translate);
      notifyError(error, { shownFields: Object.keys(fieldErrors ?? {}) });
      return fieldErrors;
    }
  };

  return (
    <Form record={settings} onSubmit={onSubmit} noValidate>
      <FormChangesGuarded />
      <Box component="section" aria-label={translate('app.integration.settings.title')}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }}>
          <SelectInput
            source="productIntegration"
            choices={INTEGRATION_TYPE_CHOICES}
            validate={(value) => (value ? undefined : 'ra.validation.required')}
            sx={{ minWidth: 260 }}
          />
          <SelectInput
            source="httpLinkBehavior"
            choices={LINK_BEHAVIOR_CHOICES}
            validate={(value) => (value ? undefined : 'ra.validation.required')}
            sx={{ minWidth: 220 }}
          />
        </Stack>
        <TextInput
          source="productIntegrationXmlLink"
          type="url"
          fullWidth
          slotProps={{ htmlInput: { maxLength: URL_MAX_LENGTH } }}
        />
        <TextInput
          source="linkReturnsFile"
          type="url"
          fullWidth
          slotProps={{ htmlInput: { maxLength: URL_MAX_LENGTH } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <BooleanInput source="feedRSS" />
          <BooleanInput source="automaticallyImportSize" />
        </Stack>
        <FeedHashField />
        <SaveButton label="app.integration.settings.save" />
        <FeedCheck onChecked={onChecked} />
      </Box>
    </Form>
  );
}
