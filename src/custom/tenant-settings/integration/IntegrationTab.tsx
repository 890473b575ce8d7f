import { Box, Divider } from '@mui/material';
import { ResourceContextProvider } from 'react-admin';
import { QueryGate } from '../../../components/QueryGate';
import { ImportationRulesForm } from './ImportationRulesForm';
import { ImportFileButton } from './ImportFileButton';
import { ImportNowButton } from './ImportNowButton';
import { IntegrationSettingsForm } from './IntegrationSettingsForm';
import { useImportationRules, useIntegrationSettings } from './settingsQueries';

/** The integration tab of the store settings: how the catalogue arrives, the feed's rules, check and import. */
export function IntegrationTab() {
  const settings = useIntegrationSettings();
  const rules = useImportationRules();
  if (!settings.data || !rules.data) return <QueryGate queries={[settings, rules]} />;
  return (
    // Labels of the inputs are the fields of "tenant-settings".
    <ResourceContextProvider value="tenant-settings">
      <IntegrationSettingsForm settings={settings.data} />
      <Box sx={{ my: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <ImportNowButton />
        <ImportFileButton />
      </Box>
      <Divider sx={{ my: 2 }} />
      <ImportationRulesForm rules={rules.data} />
    </ResourceContextProvider>
  );
}
