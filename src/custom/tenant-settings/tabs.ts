import { lazy, type ComponentType } from 'react';

/** One tab of the store settings: its address (`?tab=`), its label under `app.tenantSettings.tabs` and its page. */
export interface TenantSettingsTab {
  id: string;
  page: ComponentType;
}

const IdentificationTab = lazy(() =>
  import('./identification/IdentificationTab').then((m) => ({ default: m.IdentificationTab })),
);
const IntegrationTab = lazy(() => import('./integration/IntegrationTab').then((m) => ({ default: m.IntegrationTab })));
const UsersTab = lazy(() => import('./users/UsersTab').then((m) => ({ default: m.UsersTab })));
const ImplantationTab = lazy(() =>
  import('./implantation/ImplantationTab').then((m) => ({ default: m.ImplantationTab })),
);
const SettingsHistoryTab = lazy(() =>
  import('./history/SettingsHistoryTab').then((m) => ({ default: m.SettingsHistoryTab })),
);

/**
 * The tabs of /tenant-settings in the order they show (spec: store identification, users and
 * permissions, integration, implantation). A tab is listed here once its page exists.
 */
export const TENANT_SETTINGS_TABS: readonly TenantSettingsTab[] = [
  { id: 'identification', page: IdentificationTab },
  { id: 'users', page: UsersTab },
  { id: 'integration', page: IntegrationTab },
  { id: 'implantation', page: ImplantationTab },
  { id: 'history', page: SettingsHistoryTab },
];
