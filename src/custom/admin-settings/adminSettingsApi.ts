import type { AdminSettings, AdminSettingsBody, CacheInvalidation } from '../../../contract/adminSettings';
import { getJson, send } from '../../providers/apiCalls';

/** The service-wide settings' calls (staff). */
export const adminSettingsApi = {
  /** The service-wide settings, their environment defaults and latest changes. */
  getAdminSettings: (signal?: AbortSignal) => getJson<AdminSettings>('/admin-settings', { signal }),
  /** Saves the fields given against the version read (409 when someone saved since). */
  saveAdminSettings: (body: AdminSettingsBody) => getJson<AdminSettings>('/admin-settings', send('PUT', body)),
  /** Every server process drops its cached stores and settings. */
  invalidateCaches: () => getJson<CacheInvalidation>('/tenants/invalidation', send('POST')),
};
