import { Suspense } from 'react';
import { Box, Card, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { TENANT_SETTINGS_TABS } from './tabs';

/** The current store's settings (route /tenant-settings), one tab per area; the open tab is in the address. */
export function TenantSettingsPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const current = TENANT_SETTINGS_TABS.find((tab) => tab.id === params.get('tab')) ?? TENANT_SETTINGS_TABS[0];
  const Page = current.page;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.pages.tenantSettings')} />
      <Tabs
        value={current.id}
        onChange={(_, id: string) => setParams({ tab: id }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate('app.pages.tenantSettings')}
      >
        {TENANT_SETTINGS_TABS.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            id={`tenant-settings-tab-${tab.id}`}
            aria-controls={`tenant-settings-panel-${tab.id}`}
            label={translate(`app.tenantSettings.tabs.${tab.id}`)}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`tenant-settings-panel-${current.id}`}
        aria-labelledby={`tenant-settings-tab-${current.id}`}
        sx={{ p: { xs: 1, sm: 2 } }}
      >
        <Suspense fallback={<Spinner size="2em" />}>
          <Page />
        </Suspense>
      </Box>
    </Card>
  );
}
