import type {
  ForgotPassword,
  InviteStaff,
  OwnPassword,
  PasswordLink,
  StaffAccount,
  StaffAccounts,
} from '../../contract/accounts';
import type { AddTenantUser, TenantUser, TenantUsers } from '../../contract/tenantUsers';
import type { MailLanguage } from '../../domain/accountStates';
import type { ApiOptions, ApiResponse } from './httpClient';

type HttpClient = (path: string, options?: ApiOptions) => Promise<ApiResponse>;

/** The calls about accounts: store users and their invitations, staff accounts, passwords. */
export interface AccountMethods {
  /** Moderators: the current store's own users with their state and last sign-in (GET /tenants/users). */
  getTenantUsers(signal?: AbortSignal): Promise<TenantUser[]>;
  /** Moderators: invites someone to the current store (an unknown e-mail gets an invitation e-mail). */
  addTenantUser(body: AddTenantUser): Promise<TenantUser>;
  /** Moderators: removes the user from the current store (the account stays). */
  removeTenantUser(id: number): Promise<void>;
  resendTenantInvitation(id: number): Promise<void>;
  withdrawTenantInvitation(id: number): Promise<void>;
  /** Administrators: disables an account (or enables it again). */
  setAccountDisabled(id: number, disabled: boolean): Promise<void>;
  /** Administrators: every moderator and administrator. */
  getStaffAccounts(signal?: AbortSignal): Promise<StaffAccount[]>;
  inviteStaff(body: InviteStaff): Promise<StaffAccount>;
  resendStaffInvitation(id: number, language: MailLanguage): Promise<void>;
  /** The signed-in person's own password. */
  changeOwnPassword(body: OwnPassword): Promise<void>;
  /** No session: asks for a reset link by e-mail. */
  requestPasswordReset(body: ForgotPassword): Promise<void>;
  /** No session: what a one-time link is for. */
  describePasswordLink(token: string): Promise<PasswordLink>;
  /** No session: sets the password of a one-time link's account. */
  setPasswordWithLink(token: string, password: string): Promise<void>;
}

const send = (method: string, body?: unknown, session = true): ApiOptions => ({
  method,
  session,
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

export function accountMethods(httpClient: HttpClient): AccountMethods {
  const json = async <T>(path: string, options?: ApiOptions) => (await httpClient(path, options)).json as T;
  const call = async (path: string, options: ApiOptions) => {
    await httpClient(path, options);
  };
  const member = (id: number) => `/tenants/users/single/${encodeURIComponent(id)}`;
  return {
    getTenantUsers: async (signal) => (await json<TenantUsers>('/tenants/users', { signal })).data,
    addTenantUser: (body) => json<TenantUser>('/tenants/users', send('POST', body)),
    removeTenantUser: (id) => call(member(id), send('DELETE')),
    resendTenantInvitation: (id) => call(`${member(id)}/invitation`, send('POST')),
    withdrawTenantInvitation: (id) => call(`${member(id)}/invitation`, send('DELETE')),
    setAccountDisabled: (id, disabled) =>
      call(`/users/single/${encodeURIComponent(id)}/disabled`, send('PUT', { disabled })),
    getStaffAccounts: async (signal) => (await json<StaffAccounts>('/users/staff', { signal })).data,
    inviteStaff: (body) => json<StaffAccount>('/users/staff', send('POST', body)),
    resendStaffInvitation: (id, language) =>
      call(`/users/single/${encodeURIComponent(id)}/invitation`, send('POST', { language })),
    changeOwnPassword: (body) => call('/me/password', send('PUT', body)),
    requestPasswordReset: (body) => call('/password/forgot', send('POST', body, false)),
    describePasswordLink: (token) => json<PasswordLink>('/password/link', send('POST', { token }, false)),
    setPasswordWithLink: (token, password) => call('/password/reset', send('POST', { token, password }, false)),
  };
}
