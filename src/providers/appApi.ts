import type { AppInfo } from '../../contract/appInfo';
import type { CrashReport } from '../../contract/crashReports';
import type { TenantChoice } from '../../contract/session';
import { call, getJson, send } from './apiCalls';

/** The shell's own calls: what the login page shows, the stores to switch to, a crash's report. */
export const appApi = {
  /** The server's version and support address; asked without a session, as the login page needs it. */
  getAppInfo: (signal?: AbortSignal) => getJson<AppInfo>('/app-info', { session: false, signal }),
  /** Stores the user may work in, sorted by name (store users: theirs; staff: all). */
  getStores: async (signal?: AbortSignal) => (await getJson<{ data: TenantChoice[] }>('/me/tenants', { signal })).data,
  /** Reports a crash of the web app; sent without a session, as the crash may be the session's fault. */
  sendCrashReport: (report: CrashReport) => call('/crash-reports', send('POST', report, false)),
};
